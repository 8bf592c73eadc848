import { readFileSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { expect, test } from "@playwright/test";
import { holdsStayForm } from "../../deploy/csp";
import { withoutFunctions } from "../../deploy/rules";
import { locales, messages, redirectPaths, sitePaths } from "../e2e/site";
import { documentFacts } from "./html";

// What the server decides: statuses, redirects, and which document it sends for a path. What the
// documents say of themselves is asked of the build (tests/built/documents.test.ts).

test("every page answers 200 with its own built document, byte for byte", async ({ request }, { project }) => {
  for (const path of sitePaths()) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(200);
    // What tests/built asks of the file is then what the guest gets at this address; nginx marks
    // the documents whose form it cannot answer (same-documents.spec.ts).
    const file = readFileSync(join("build", "client", path, "index.html"), "utf8");
    const marked = project.name === "nginx" && holdsStayForm(file);
    const built = marked ? file.replace(withoutFunctions.find, withoutFunctions.replace) : file;
    expect((await response.text()) === built, `${path} is its built document`).toBe(true);
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
        testInfo.project.name === "http",
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
