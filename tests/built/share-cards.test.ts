import { existsSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { apartmentContent, apartmentSlugs, loadContent } from "../../app/content/load.server";
import { heroPhoto } from "../../app/apartment/apartments.server";
import { apartmentOfPath } from "../../app/pages.server";
import { builtPage, clientDir, metaContent, sitePages } from "./pages";

/**
 * Each page shares its own card: an apartment's page and its booking page show that
 * apartment's first photo, every other page the home page's picture; always with its alt
 * text in the page language and its real size.
 */
const { operator } = loadContent();

/** The photo a page's card should show: [apartment, photo entry]. */
function expectedPhoto(path: string) {
  const slug = apartmentOfPath(path);
  const hero = heroPhoto();
  const apartment = slug ?? hero.slug;
  const { photos } = apartmentContent(apartment);
  return { apartment, photo: slug ? photos[0]! : photos.find((photo) => photo.file === hero.file)! };
}

describe("share cards", () => {
  it("the two apartments' cards differ", () => {
    const [first, second] = apartmentSlugs().map((slug) => apartmentContent(slug).photos[0]!.file);
    expect(first).toBeDefined();
    const image = (path: string) => metaContent(builtPage(path).document, "og:image");
    expect(image("/en/pberg")).not.toBe(image("/en/mitte"));
    expect(image("/en/booknow/mitte")).toBe(image("/en/mitte"));
    expect(image("/en/booknow/pberg")).toBe(image("/en/pberg"));
    expect(second).toBeDefined();
  });

  it("every page's card is its own photo with translated alt text, type and size", async () => {
    const checked = new Set<string>();
    for (const { path, locale, document } of sitePages()) {
      const { photo } = expectedPhoto(path);
      const url = metaContent(document, "og:image") ?? "";
      expect(url, path).toMatch(new RegExp(`^${operator.siteUrl}/assets/${photo.file}-[\\w-]+\\.jpe?g$`));
      // X shows the card large, and takes the image from og:image; a second copy could only disagree with it.
      expect(metaContent(document, "twitter:card"), path).toBe("summary_large_image");
      expect(metaContent(document, "twitter:image"), path).toBeUndefined();
      expect(metaContent(document, "og:image:alt"), path).toBe(photo.alt[locale!]);
      expect(metaContent(document, "twitter:image:alt"), path).toBe(photo.alt[locale!]);
      expect(metaContent(document, "og:image:type"), path).toBe("image/jpeg");
      expect([metaContent(document, "og:image:width"), metaContent(document, "og:image:height")], path).toEqual([
        "1200",
        "630",
      ]);
      checked.add(url);
    }
    for (const url of checked) {
      const file = join(clientDir, url.slice(operator.siteUrl.length));
      expect(existsSync(file), file).toBe(true);
      const { width, height, format } = await sharp(file).metadata();
      expect({ width, height, format }, file).toEqual({ width: 1200, height: 630, format: "jpeg" });
    }
    expect(checked.size).toBe(apartmentSlugs().length + 1);
  });
});
