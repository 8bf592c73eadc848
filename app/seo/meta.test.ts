import { describe, expect, it } from "vitest";
import { discoveryMeta, pageMeta } from "./meta";

const site = "https://apartments.example";
const image = { src: "/assets/share-abc.jpg", width: 1200, height: 630, type: "image/jpeg", alt: "Living room" };
type Tag = Record<string, string>;
const tags = (list: object[]) => list as Tag[];

describe("discoveryMeta", () => {
  const meta = tags(
    discoveryMeta({ path: "/de/pberg", locale: "de", title: "T", description: "D", image, siteUrl: site }),
  );

  it("gives a self-canonical absolute URL", () => {
    expect(meta.filter((tag) => tag.rel === "canonical")).toEqual([
      { tagName: "link", rel: "canonical", href: `${site}/de/pberg` },
    ]);
  });

  it("links the five language versions and x-default (English)", () => {
    const links = meta.filter((tag) => tag.rel === "alternate");
    expect(links.map((tag) => [tag.hrefLang, tag.href])).toEqual([
      ["en", `${site}/en/pberg`],
      ["de", `${site}/de/pberg`],
      ["fr", `${site}/fr/pberg`],
      ["es", `${site}/es/pberg`],
      ["it", `${site}/it/pberg`],
      ["x-default", `${site}/en/pberg`],
    ]);
  });

  it("has Open Graph and Twitter tags with the absolute image URL and its size", () => {
    const value = (key: string) => meta.find((tag) => tag.property === key || tag.name === key)?.content;
    expect(value("og:url")).toBe(`${site}/de/pberg`);
    expect(value("og:locale")).toBe("de_DE");
    expect(value("og:image")).toBe(`${site}/assets/share-abc.jpg`);
    expect(value("og:image:width")).toBe("1200");
    expect(value("og:image:height")).toBe("630");
    expect(value("og:image:alt")).toBe("Living room");
    expect(value("twitter:image:alt")).toBe("Living room");
    expect(value("og:title")).toBe("T");
    expect(value("og:description")).toBe("D");
    expect(value("twitter:card")).toBe("summary_large_image");
    // X falls back to the Open Graph title, description and image: no second copy of them.
    expect(meta.filter((tag) => /^twitter:(title|description|image)$/.test(tag.name ?? ""))).toEqual([]);
    expect(meta.filter((tag) => tag.property === "og:locale:alternate").map((tag) => tag.content)).toEqual([
      "en_GB",
      "fr_FR",
      "es_ES",
      "it_IT",
    ]);
  });
});

describe("pageMeta", () => {
  it("gives a not-found page noindex and neither canonical nor alternates", () => {
    const meta = tags(pageMeta({ title: "Nope", noindex: true, page: { path: "/en/404", locale: "en", image } }));
    expect(meta).toContainEqual({ name: "robots", content: "noindex" });
    expect(meta.some((tag) => tag.tagName === "link")).toBe(false);
  });

  it("gives a real page its canonical", () => {
    const meta = tags(pageMeta({ title: "Home", description: "D", page: { path: "/it", locale: "it", image } }));
    expect(meta.find((tag) => tag.rel === "canonical")?.href).toMatch(/\/it$/);
    expect(meta.some((tag) => tag.name === "robots")).toBe(false);
  });
});
