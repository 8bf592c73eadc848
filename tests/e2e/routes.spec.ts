import sharp from "sharp";
import { isIndexedPath } from "../../app/shared/site.server";
import { allowConsole, expect, notFoundConsole, test } from "./fixtures";
import { decided, locales, messages, redirectPaths, sitePaths, pageReady } from "./site";

test.beforeEach(async ({ page }) => page.addInitScript(decided()));

test.describe("every page", () => {
  for (const path of sitePaths()) {
    test(`${path} answers 200 in its language`, async ({ page }) => {
      const locale = path.split("/")[1] as keyof typeof messages;
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("lang", locale);
      await expect(page.locator("h1")).toHaveCount(1);
      // Indexed unless it is an apartment's booking page (docs/decisions/014).
      if (isIndexedPath(path)) await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
      else await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
      await expect(
        page.getByRole("banner").getByRole("link", { name: messages[locale].nav.bookNow, exact: true }),
      ).toBeVisible();
    });
  }
});

test.describe("redirects", () => {
  for (const path of redirectPaths()) {
    test(`${path} moves permanently to /en`, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(301);
      expect(response.headers().location).toBe(path === "/" ? "/en" : `/en${path}`);
    });
  }

  test("a trailing slash is removed with a permanent redirect, keeping the query", async ({ request }) => {
    const cases: [string, string][] = [
      ["/de/", "/de"],
      ["/fr/pberg/", "/fr/pberg"],
      ["/it/booknow/mitte/?x=1", "/it/booknow/mitte?x=1"],
    ];
    for (const [from, to] of cases) {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status(), from).toBe(301);
      expect(response.headers().location, from).toBe(to);
    }
  });

  test("following the root redirect lands on the English home page", async ({ page }) => {
    await page.goto("/");
    await expect(page).toHaveURL(/\/en$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  });
});

test.describe("not found", () => {
  for (const locale of locales) {
    test(`/${locale}/unknown shows "Page not found" in ${locale} with status 404`, async ({ page }) => {
      allowConsole(...notFoundConsole);
      const logged = page.waitForEvent("console", (message) => message.text().includes(`/${locale}/unknown`));
      const response = await page.goto(`/${locale}/unknown`);
      expect(response?.status()).toBe(404);
      await expect(page.locator("html")).toHaveAttribute("lang", locale);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(messages[locale].notFound.title);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
      expect((await logged).type()).toBe("error");
      await page.getByRole("link", { name: messages[locale].notFound.backHome }).click();
      await expect(page).toHaveURL(new RegExp(`/${locale}$`));
    });
  }

  const unknownPaths = [
    "/nl",
    "/xx/agb",
    "/xx/pberg",
    "/en/booknow/zzz",
    "/en/pberg/photos",
    "/pberg/extra",
    "/index.html",
  ];
  for (const path of unknownPaths) {
    test(`${path} shows "Oops! Page not found" with status 404`, async ({ page }) => {
      allowConsole(...notFoundConsole);
      const logged = page.waitForEvent("console", (message) => message.text().includes(path));
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! Page not found");
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
      expect((await logged).type()).toBe("error");
      await page.getByRole("link", { name: "Back to the home page" }).click();
      await expect(page).toHaveURL(/\/en$/);
    });
  }

  // A page has one address. Node and nginx answered these with the page (200), and in the browser
  // its router, finding no route for the address, showed "Something went wrong." instead. Not
  // found now, or (nginx, with a trailing slash) moved to the page's own address.
  const secondAddresses: [string, string][] = [
    ["/en%2fpberg", "/en/pberg"],
    ["/de%2Fmitte/", "/de/mitte"],
    ["//en/pberg", "/en/pberg"],
    ["/en//agb", "/en/agb"],
  ];
  for (const [path, canonical] of secondAddresses) {
    test(`${path} is not a second address of ${canonical}`, async ({ page, baseURL }, testInfo) => {
      test.skip(
        testInfo.project.name === "wrangler",
        "wrangler pages dev redirects the first and third, but answers /de%2Fmitte/ and /en//agb with the page (200) under the site-wide policy, which blocks its inline scripts: to check on the edge (docs/deploying.md)",
      );
      allowConsole(...notFoundConsole);
      // As typed: page.goto would read //en/pberg as the host "en".
      const response = await page.goto(new URL(baseURL!).origin + path);
      const { pathname } = new URL(page.url());
      if (pathname === canonical) {
        expect(response?.status()).toBe(200);
        await pageReady(page);
        return;
      }
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^(Oops! )?Page not found$/);
    });
  }

  // The servers answer every unknown path with one of these documents: static, as every page.
  for (const path of ["/xx/agb", "/de/unknown"]) {
    test(`the not-found document for ${path} loads no React, and its menus work`, async ({ page }) => {
      allowConsole(...notFoundConsole);
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(path);
      await expect(page.locator("[data-island], link[rel=modulepreload]")).toHaveCount(0);
      const scripts = await page.evaluate(() =>
        performance
          .getEntriesByType("resource")
          .map((entry) => new URL(entry.name).pathname)
          .filter((path) => path.endsWith(".js")),
      );
      expect(scripts).toContainEqual(expect.stringMatching(/^\/assets\/page-[\w-]+\.js$/));
      expect(scripts.filter((path) => path.startsWith("/assets/react-"))).toEqual([]);
      await page.locator('[popovertarget="language-menu"]').click();
      const menu = page.getByRole("menu");
      await expect(menu).toBeVisible();
      await menu.getByRole("menuitem", { name: "Français" }).click();
      // The path the guest asked for, in French (not the document's own /fr/404).
      await expect(page).toHaveURL(new RegExp(`/fr${path.replace(/^\/[a-z]{2}/, "")}$`));
    });
  }
});

test("a page ships only its own language's strings", async ({ request }) => {
  const html = await (await request.get("/de")).text();
  expect(html).toContain(messages.de.footer.tagline.slice(0, 30));
  for (const other of ["en", "fr", "es", "it"] as const) {
    expect(html, other).not.toContain(messages[other].footer.tagline.slice(0, 30));
  }
});

// Asked for at the root, not linked from the pages (deploy/touch-icons.ts): iOS's home-screen
// icon, and the icon of browsers and feed readers that do not read the SVG one. (Chromium draws
// the ICO at 32 px when loaded plainly; under the tests' request interception it refuses to
// decode it, so its PNG is read here.)
test("the root icons are there, drawn at their sizes", async ({ request }) => {
  const touch = await request.get("/apple-touch-icon.png");
  expect(touch.status()).toBe(200);
  expect(touch.headers()["content-type"]).toMatch(/^image\/png/);
  expect(await sharp(await touch.body()).metadata()).toMatchObject({ format: "png", width: 180, height: 180 });
  const icon = await request.get("/favicon.ico");
  expect(icon.status()).toBe(200);
  expect(icon.headers()["content-type"]).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/);
  const ico = await icon.body();
  expect([ico.readUInt16LE(2), ico.readUInt16LE(4), ico.readUInt32LE(18)]).toEqual([1, 1, 22]);
  expect(await sharp(ico.subarray(22)).metadata()).toMatchObject({ format: "png", width: 32, height: 32 });
});
