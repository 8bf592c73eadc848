import sharp from "sharp";
import { isIndexedPath } from "../../app/pages.server";
import { allowConsole, expect, notFoundConsole, test } from "./fixtures";
import { decided, locales, messages, redirectPaths, scriptUrls, sitePaths } from "./site";

/**
 * What the server decides, asked over HTTP of both servers (one request answers a status, a
 * language, a heading and a robots tag); what only a browser can tell (the not-found log, its link
 * home, its menus) on the runtime alone.
 */
const browserOnly = (project: string) =>
  test.skip(project !== "wrangler", "a browser's question: asked of the runtime");

/** What a document says of itself: its language, its one heading, its robots tag, the header's links. */
function documentFacts(html: string) {
  const header = /<header[\s\S]*?<\/header>/.exec(html)?.[0] ?? "";
  return {
    lang: /<html lang="([^"]+)"/.exec(html)?.[1],
    headings: [...html.matchAll(/<h1[^>]*>([\s\S]*?)<\/h1>/g)].map(([, text]) => text!.replace(/<[^>]+>/g, "").trim()),
    robots: /<meta name="robots" content="([^"]+)"/.exec(html)?.[1],
    headerLinks: [...header.matchAll(/<a [^>]*>([\s\S]*?)<\/a>/g)].map(([, text]) =>
      text!.replace(/<[^>]+>/g, "").trim(),
    ),
  };
}

test("every page answers 200 in its language, with one heading, its robots tag and the header's Book Now", async ({
  request,
}) => {
  for (const path of sitePaths()) {
    const locale = path.split("/")[1] as keyof typeof messages;
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(200);
    const facts = documentFacts(await response.text());
    expect(facts.lang, path).toBe(locale);
    expect(facts.headings, path).toHaveLength(1);
    // Indexed unless it is an apartment's booking page (docs/decisions/014).
    expect(facts.robots, path).toBe(isIndexedPath(path) ? undefined : "noindex");
    expect(facts.headerLinks, path).toContain(messages[locale].nav.bookNow);
  }
});

test.describe("redirects", () => {
  test("the language-less paths move permanently to /en", async ({ request }) => {
    for (const path of redirectPaths()) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(301);
      expect(response.headers().location, path).toBe(path === "/" ? "/en" : `/en${path}`);
    }
  });

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

  test("following the root redirect lands on the English home page", async ({ request }) => {
    const response = await request.get("/");
    expect(new URL(response.url()).pathname).toBe("/en");
    expect(documentFacts(await response.text()).lang).toBe("en");
  });
});

test.describe("not found", () => {
  test('/{lang}/unknown is "Page not found" in that language, status 404, noindex', async ({ request }) => {
    for (const locale of locales) {
      const response = await request.get(`/${locale}/unknown`);
      expect(response.status(), locale).toBe(404);
      const facts = documentFacts(await response.text());
      expect(facts.lang, locale).toBe(locale);
      expect(facts.headings, locale).toEqual([messages[locale].notFound.title]);
      expect(facts.robots, locale).toMatch(/noindex/);
    }
  });

  const unknownPaths = [
    "/nl",
    "/xx/agb",
    "/xx/pberg",
    "/en/booknow/zzz",
    "/en/pberg/photos",
    "/pberg/extra",
    "/index.html",
  ];
  test('any other unknown path is "Oops! Page not found" in English, status 404, noindex', async ({ request }) => {
    for (const path of unknownPaths) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      const facts = documentFacts(await response.text());
      expect(facts.lang, path).toBe("en");
      expect(facts.headings, path).toEqual(["Oops! Page not found"]);
      expect(facts.robots, path).toMatch(/noindex/);
    }
  });

  for (const [path, home, title] of [
    ["/de/unknown", "/de", messages.de.notFound.title],
    ["/pberg/extra", "/en", "Oops! Page not found"],
  ] as const) {
    test(`${path} logs the path as an error, and its link leads home to ${home}`, async ({ page }, testInfo) => {
      browserOnly(testInfo.project.name);
      allowConsole(...notFoundConsole);
      await page.addInitScript(decided());
      const logged = page.waitForEvent("console", (message) => message.text().includes(path));
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
      expect((await logged).type()).toBe("error");
      const locale = home.slice(1) as keyof typeof messages;
      await page.getByRole("link", { name: messages[locale].notFound.backHome }).click();
      await expect(page).toHaveURL(new RegExp(`${home}$`));
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
    test(`${path} is not a second address of ${canonical}`, async ({ request, baseURL }, testInfo) => {
      test.skip(
        testInfo.project.name === "wrangler",
        "wrangler pages dev redirects the first and third, but answers /de%2Fmitte/ and /en//agb with the page (200) under the site-wide policy, which blocks its inline scripts: to check on the edge (docs/deploying.md)",
      );
      // As typed: a relative //en/pberg would read as the host "en".
      const response = await request.get(new URL(baseURL!).origin + path);
      if (new URL(response.url()).pathname === canonical) {
        expect(response.status(), path).toBe(200);
        return;
      }
      expect(response.status(), path).toBe(404);
      expect(documentFacts(await response.text()).headings, path).toEqual([
        expect.stringMatching(/^(Oops! )?Page not found$/),
      ]);
    });
  }

  // The servers answer every unknown path with one of these documents: static, as every page.
  for (const path of ["/xx/agb", "/de/unknown"]) {
    test(`the not-found document for ${path} loads no React, and its menus work`, async ({ page }, testInfo) => {
      browserOnly(testInfo.project.name);
      allowConsole(...notFoundConsole);
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(path);
      await expect(page.locator("[data-island]")).toHaveCount(0);
      // The page script and the chunk it shares with the islands (preloaded beside it); no island's.
      const paths = (await scriptUrls(page)).map((url) => new URL(url).pathname);
      expect(paths.map((path) => path.replace(/-[\w-]{8}\.js$/, ".js")).sort()).toEqual([
        "/assets/page-shared.js",
        "/assets/page.js",
      ]);
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
