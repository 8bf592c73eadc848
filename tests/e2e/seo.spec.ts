import { operator, apartmentFacts } from "../content";
import sharp from "sharp";
import { expect, test } from "./fixtures";
import { isIndexedPath } from "../../app/pages.server";
import { decided, locales, prerenderPaths, sitePaths, pageReady } from "./site";

const site = operator.siteUrl;
const notFoundPaths = prerenderPaths().filter((path) => !sitePaths().includes(path));

/** The attributes of every tag named `tag` in an HTML string. */
function tags(html: string, tag: string): Record<string, string>[] {
  return [...html.matchAll(new RegExp(`<${tag}\\b([^>]*)>`, "gi"))].map((match) =>
    Object.fromEntries([...match[1]!.matchAll(/([\w:-]+)="([^"]*)"/g)].map((a) => [a[1]!.toLowerCase(), a[2]!])),
  );
}

const decode = (text: string) => text.replaceAll("&amp;", "&").replaceAll("&quot;", '"').replaceAll("&#x27;", "'");

interface Head {
  canonical: string[];
  alternates: Map<string, string>;
  meta: (key: string) => string | undefined;
  title: string;
  jsonLd: unknown[];
}

function head(html: string): Head {
  const links = tags(html, "link");
  const metas = tags(html, "meta");
  return {
    canonical: links.filter((link) => link.rel === "canonical").map((link) => link.href!),
    alternates: new Map(links.filter((l) => l.rel === "alternate").map((l) => [l.hreflang!, l.href!])),
    meta: (key) => {
      const found = metas.find((m) => m.property === key || m.name === key)?.content;
      return found === undefined ? undefined : decode(found);
    },
    title: decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ""),
    jsonLd: [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) =>
      JSON.parse(m[1]!),
    ),
  };
}

test.describe("discoverability", () => {
  const heads = new Map<string, Head>();
  test.beforeAll(async ({ request }) => {
    for (const path of prerenderPaths()) heads.set(path, head(await (await request.get(path)).text()));
  });

  test("every indexed page is self-canonical and its hreflang links are reciprocal, with x-default → /en", () => {
    for (const path of sitePaths().filter(isIndexedPath)) {
      const page = heads.get(path)!;
      expect(page.canonical, path).toEqual([`${site}${path}`]);
      expect([...page.alternates.keys()].sort(), path).toEqual([...locales, "x-default"].sort());
      expect(page.alternates.get(path.split("/")[1]!), path).toBe(`${site}${path}`);
      expect(page.alternates.get("x-default"), path).toBe(page.alternates.get("en"));
      for (const [, href] of page.alternates) {
        const other = heads.get(href.slice(site.length));
        expect(other, `${path} → ${href}`).toBeDefined();
        expect(other!.alternates, `${href} links back like ${path}`).toEqual(page.alternates);
      }
    }
  });

  test("every page has Open Graph and Twitter tags with a real 1200 × 630 image", async ({ request }) => {
    const images = new Set<string>();
    for (const path of sitePaths()) {
      const { meta, title } = heads.get(path)!;
      expect(meta("og:url"), path).toBe(`${site}${path}`);
      expect(meta("og:title"), path).toBe(title);
      expect(meta("og:description"), path).toBe(meta("description"));
      expect(meta("twitter:card"), path).toBe("summary_large_image");
      expect(meta("og:image"), path).toMatch(new RegExp(`^${site}/`));
      images.add(meta("og:image")!);
    }
    for (const image of images) {
      const response = await request.get(image.slice(site.length));
      expect(response.status(), image).toBe(200);
      const { width, height, format } = await sharp(await response.body()).metadata();
      expect({ width, height, format }).toEqual({ width: 1200, height: 630, format: "jpeg" });
    }
  });

  test("not-found documents say noindex and have neither canonical nor alternates", () => {
    for (const path of notFoundPaths) {
      const page = heads.get(path)!;
      expect(page.meta("robots"), path).toMatch(/noindex/);
      expect(page.canonical, path).toEqual([]);
      expect(page.alternates.size, path).toBe(0);
    }
  });

  test("the home page describes the business as JSON-LD", () => {
    for (const locale of locales) {
      const [data, ...more] = heads.get(`/${locale}`)!.jsonLd as Record<string, unknown>[];
      expect(more).toEqual([]);
      expect(data).toMatchObject({
        "@context": "https://schema.org",
        "@type": "LodgingBusiness",
        name: operator.brand,
      });
      expect(data!.containsPlace).toHaveLength(2);
    }
  });

  // What the VacationRental says is the build's (tests/built/structured-data.test.ts); what is
  // asked here is the server's: every photo it names is there.
  test("the photos each apartment's VacationRental names are served", async ({ request }) => {
    for (const slug of Object.keys(apartmentFacts)) {
      const [rental, ...more] = heads.get(`/en/${slug}`)!.jsonLd as { image: string[] }[];
      expect(more).toEqual([]);
      expect(rental!.image.length, slug).toBeGreaterThan(0);
      for (const image of rental!.image) {
        expect(image).toMatch(new RegExp(`^${site}/assets/`));
        expect((await request.head(image.slice(site.length))).status(), image).toBe(200);
      }
    }
  });
});

test.describe("sitemap and robots.txt", () => {
  // What the sitemap lists is the build's (tests/built/titles.test.ts); that it is served, as XML, the server's.
  test("sitemap.xml is served as XML", async ({ request }) => {
    const response = await request.get("/sitemap.xml");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/xml/);
    expect(await response.text()).toMatch(/^<\?xml[\s\S]*<urlset[\s\S]*<\/urlset>\s*$/);
  });

  test("robots.txt allows crawling and points to the sitemap", async ({ request }) => {
    const text = await (await request.get("/robots.txt")).text();
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).not.toMatch(/^Disallow: \/\s*$/m);
    expect(text).toContain(`Sitemap: ${site}/sitemap.xml`);
  });
});

test("after moving to another page the head still has one canonical and one JSON-LD block", async ({ page }) => {
  await page.addInitScript(decided());
  await page.goto("/it/pberg");
  await pageReady(page);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${site}/it/pberg`);
  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(1);
  await page.locator('header a[href="/it/mitte"]').first().click();
  await expect(page).toHaveURL(/\/it\/mitte$/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${site}/it/mitte`);
  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(1);
  expect(JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!).identifier).toBe(
    apartmentFacts.mitte.id,
  );
});
