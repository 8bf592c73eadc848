import { describe, expect, it } from "vitest";
import { format } from "../../app/i18n/format";
import { getMessages } from "../../app/i18n/messages.server";
import { locales } from "../../app/locales";
import { mitteCopy, pbergCopy } from "../content";
import { builtPage, normal, text, texts } from "./pages";

/**
 * What each language's home page says and links to, read from its built document: the hero's
 * title, its Book link and its photo, fetched first; the two apartment cards, each with its title,
 * its "Learn more" link named with the apartment for screen readers, the guests and a photo that
 * waits for the view; and the highlights. How the page is drawn (the hero's height, the summary
 * clamped to two lines, white text on the photo) is the browser's: tests/e2e/home.ts, on the accessibility sweep's loads.
 */

describe.each(locales)("the home page in %s", (locale) => {
  const t = getMessages(locale);
  const { document } = builtPage(`/${locale}`);
  const hero = document.querySelector("main section");

  it("hero: the title, a Book link that opens the booking page in a new tab, the photo fetched first", () => {
    expect(text(document.querySelector("h1"))).toBe(normal(t.home.heroTitle));
    expect(hero?.contains(document.querySelector("h1"))).toBe(true);
    const book = [...(hero?.querySelectorAll("a") ?? [])].filter((link) => text(link).includes(normal(t.nav.bookNow)));
    expect(book.map((link) => [link.getAttribute("href"), link.getAttribute("target")])).toEqual([
      [`/${locale}/booknow`, "_blank"],
    ]);
    expect([...(hero?.querySelectorAll("img") ?? [])].map((image) => image.getAttribute("fetchpriority"))).toEqual([
      "high",
    ]);
  });

  it("the two cards: title, Learn more named with the apartment, its link, the guests, a lazy photo", () => {
    const cards = [...document.querySelectorAll("#properties article")];
    expect(cards).toHaveLength(2);
    const apartments: [string, string][] = [
      ["pberg", pbergCopy.title[locale]!],
      ["mitte", mitteCopy.title[locale]!],
    ];
    for (const [index, [slug, title]] of apartments.entries()) {
      const card = cards[index]!;
      expect(texts(card.querySelectorAll("h1, h2, h3, h4, h5, h6")), slug).toEqual([normal(title)]);
      const links = [...card.querySelectorAll("a")];
      expect(
        links.map((link) => ({
          name: link.getAttribute("aria-label"),
          href: link.getAttribute("href"),
          hidden: text(link.querySelector(".sr-only")),
        })),
        slug,
      ).toEqual([{ name: `${t.home.learnMore}: ${title}`, href: `/${locale}/${slug}`, hidden: `: ${title}` }]);
      expect(text(links[0]), slug).toContain(normal(t.home.learnMore));
      expect(text(card), slug).toContain(normal(format(t.home.guests, { count: 6 })));
      // Put in as it comes into view (app/browser/deferred-photos.client.ts), and lazy without script.
      const images = [...card.querySelectorAll("img")];
      expect(images.length, slug).toBeGreaterThan(0);
      expect(
        images.map((image) => image.getAttribute("loading")),
        slug,
      ).toEqual(images.map(() => "lazy"));
    }
  });

  it("the highlights name what both apartments offer", () => {
    const region = [...document.querySelectorAll("section[aria-labelledby]")].find(
      (section) =>
        text(document.getElementById(section.getAttribute("aria-labelledby")!)) === normal(t.home.highlightsTitle),
    );
    expect(region, "a region named by the highlights' title").toBeDefined();
    expect(texts(region!.querySelectorAll("h3"))).toEqual(
      Object.values(t.home.highlights).map((item) => normal(item.title)),
    );
  });
});
