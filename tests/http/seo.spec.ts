import { readFileSync } from "node:fs";
import { join } from "node:path";
import { operator, apartmentFacts } from "../content";
import { expect, test } from "@playwright/test";
import { sitePaths } from "../e2e/site";
import { documentOf } from "./html";

/**
 * What the build writes into every page's head (canonical, hreflang, share cards, structured
 * data), the sitemap and robots.txt is read from build/client: tests/built/titles.test.ts,
 * share-cards.test.ts and structured-data.test.ts. Asked here: that the server serves what they name.
 */
const site = operator.siteUrl;

/** The content of the meta tag `og:image` and the JSON-LD blocks of a served document. */
function namedPhotos(html: string) {
  const document = documentOf(html);
  const shareCard = document.querySelector('meta[property="og:image"]')?.getAttribute("content") ?? undefined;
  const jsonLd = [...document.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => JSON.parse(script.textContent!) as { image?: string[] },
  );
  return { shareCard, jsonLd };
}

// What the cards and the VacationRental say is the build's; what is asked here is the server's:
// every photo they name is there.
test("the share cards' images and the photos each apartment's VacationRental names are served", async ({ request }) => {
  const images = new Set<string>();
  for (const path of sitePaths()) {
    const { shareCard } = namedPhotos(await (await request.get(path)).text());
    expect(shareCard, path).toMatch(new RegExp(`^${site}/`));
    images.add(shareCard!);
  }
  for (const image of images) {
    const response = await request.get(image.slice(site.length));
    expect(response.status(), image).toBe(200);
    expect(response.headers()["content-type"], image).toBe("image/jpeg");
  }
  for (const slug of Object.keys(apartmentFacts)) {
    const [rental] = namedPhotos(await (await request.get(`/en/${slug}`)).text()).jsonLd;
    expect(rental?.image?.length, slug).toBeGreaterThan(0);
    for (const image of rental!.image!) {
      expect((await request.head(image.slice(site.length))).status(), image).toBe(200);
    }
  }
});

test.describe("sitemap and robots.txt", () => {
  // What the sitemap lists is the build's (tests/built/titles.test.ts); that it is served, as XML, the server's.
  test("sitemap.xml is served as XML", async ({ request }) => {
    const response = await request.get("/sitemap.xml");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/xml/);
    expect(await response.text()).toMatch(/^<\?xml[\s\S]*<urlset[\s\S]*<\/urlset>\s*$/);
  });

  // What robots.txt says is the build's (tests/built/titles.test.ts); that it is served as built, the server's.
  test("robots.txt is served as built", async ({ request }) => {
    const response = await request.get("/robots.txt");
    expect(response.status()).toBe(200);
    expect(await response.text()).toBe(readFileSync(join("build", "client", "robots.txt"), "utf8"));
  });
});
