import { readdirSync, readFileSync } from "node:fs";
import { houseTimes, operator, apartmentFacts } from "../content";
import { join, relative, sep } from "node:path";
import sharp from "sharp";
import { expect, test } from "./fixtures";
import { isIndexedPath } from "../../app/shared/site.server";
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

  test("titles and descriptions are unique per page and language", () => {
    const titles = sitePaths().map((path) => heads.get(path)!.title);
    const descriptions = sitePaths().map((path) => heads.get(path)!.meta("description"));
    expect(new Set(titles).size).toBe(sitePaths().length);
    expect(descriptions.every(Boolean)).toBe(true);
    expect(new Set(descriptions).size).toBe(sitePaths().length);
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

  test("an apartment's booking page says noindex and has neither canonical nor alternates (decision 014)", () => {
    for (const path of sitePaths().filter((path) => !isIndexedPath(path))) {
      const page = heads.get(path)!;
      expect(path).toMatch(/\/booknow\/\w+$/);
      expect(page.meta("robots"), path).toMatch(/noindex/);
      expect(page.canonical, path).toEqual([]);
      expect(page.alternates.size, path).toBe(0);
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

  test("each apartment page has a VacationRental with Google's required and recommended properties", async ({
    request,
  }) => {
    for (const locale of locales) {
      for (const [slug, facts] of Object.entries(apartmentFacts)) {
        // eslint-disable-next-line @typescript-eslint/no-explicit-any -- parsed JSON, checked field by field
        const list = heads.get(`/${locale}/${slug}`)!.jsonLd as Record<string, any>[];
        expect(list).toHaveLength(1);
        const rental = list[0]!;
        expect(rental["@type"]).toBe("VacationRental");
        expect(rental.identifier).toBe(facts.id);
        expect(rental.name).toEqual(expect.any(String));
        // At least five decimal places, as text (tests/built/structured-data.test.ts checks the rest).
        expect(rental.latitude).toMatch(/^\d+\.\d{5,}$/);
        expect(Number(rental.latitude)).toBeCloseTo(facts.lat, 9);
        expect(Number(rental.longitude)).toBeCloseTo(facts.lng, 9);
        expect(rental.address).toMatchObject({
          streetAddress: facts.address.street,
          postalCode: facts.address.postcode,
        });
        expect(rental.checkinTime).toBe(`${houseTimes.checkIn}:00`);
        expect(rental.checkoutTime).toBe(`${houseTimes.checkOut}:00`);
        expect(rental.image.length).toBeGreaterThanOrEqual(8);
        expect(new Set(rental.image).size).toBe(rental.image.length);
        for (const image of rental.image as string[]) expect(image).toMatch(new RegExp(`^${site}/assets/`));
        const place = rental.containsPlace;
        expect(place["@type"]).toBe("Accommodation");
        expect(place.occupancy.value).toBe(facts.guests);
        expect(place.numberOfBedrooms).toBe(facts.bedrooms);
        expect(place.numberOfBathroomsTotal).toBe(facts.bathrooms);
        expect(place.floorSize).toMatchObject({ value: facts.sizeSqm, unitCode: "MTK" });
        expect(place.amenityFeature.length).toBeGreaterThan(5);
        if (locale === "en") {
          for (const image of rental.image as string[]) {
            expect((await request.head(image.slice(site.length))).status(), image).toBe(200);
          }
        }
      }
    }
  });
});

test.describe("sitemap and robots.txt", () => {
  test("sitemap.xml lists exactly the prerendered indexed pages, each with its six alternates", async ({ request }) => {
    const response = await request.get("/sitemap.xml");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/xml/);
    const xml = await response.text();
    const client = join(process.cwd(), "build", "client");
    const built = (function walk(dir: string): string[] {
      return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory() ? walk(join(dir, entry.name)) : entry.name === "index.html" ? [dir] : [],
      );
    })(client)
      .map((dir) => `/${relative(client, dir).split(sep).join("/")}`)
      // Not pages: the not-found documents, and the frame documents under /embed/ (noindex).
      .filter((path) => !path.endsWith("/404") && path !== "/404" && !path.startsWith("/embed/"))
      .filter(isIndexedPath);
    expect(readFileSync(join(client, "embed", "calendar", "index.html"), "utf8")).toContain(
      '<meta name="robots" content="noindex" />',
    );
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.slice(site.length));
    expect(locs.sort()).toEqual(built.sort());
    for (const entry of xml.split("<url>").slice(1)) {
      expect(entry.match(/<xhtml:link rel="alternate" hreflang="[\w-]+" href="[^"]+"\/>/g)).toHaveLength(6);
    }
  });

  test("robots.txt allows crawling and points to the sitemap", async ({ request }) => {
    const text = await (await request.get("/robots.txt")).text();
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).not.toMatch(/^Disallow: \/\s*$/m);
    expect(text).toContain(`Sitemap: ${site}/sitemap.xml`);
  });
});

test("after hydration and a client-side navigation the head still has one canonical and one JSON-LD block", async ({
  page,
}) => {
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
