import { describe, expect, it } from "vitest";
import { apartmentFacts } from "../content";
import { getMessages } from "../../app/i18n/messages.server";
import { normal, sitePages } from "./pages";

/**
 * The header's links and the footer as the build writes them on every page, in its language. What
 * they do when followed, and that they show, is the browser's (tests/e2e/header-footer.spec.ts);
 * the menus' markup is tests/built/menus-markup.test.ts.
 */
const pages = sitePages().map((page) => ({ ...page, locale: page.locale! }));

/** The header's links outside the phone menu's dialog, by their text. */
const headerLinks = (document: Document) =>
  [...document.querySelectorAll("header a")].filter((link) => !link.closest("dialog, [role=menu]"));

describe("the header and footer of every built page", () => {
  it("the logo and name link home", () => {
    for (const { path, locale, document } of pages) {
      expect(headerLinks(document)[0]?.getAttribute("href"), path).toBe(`/${locale}`);
    }
  });

  it("Book Now leads to the booking page, on an apartment's page (and its booking page) to that apartment's", () => {
    for (const { path, locale, document } of pages) {
      const bookNow = getMessages(locale).nav.bookNow;
      const links = headerLinks(document).filter((link) => normal(link.textContent ?? "") === bookNow);
      const apartment = /\/(pberg|mitte)$/.exec(path)?.[1];
      expect(
        links.map((link) => link.getAttribute("href")),
        path,
      ).toEqual([`/${locale}/booknow${apartment ? `/${apartment}` : ""}`]);
    }
  });

  it("the footer has the tagline, the links, Privacy settings and the current year, in the page's language", () => {
    const year = new Date().getFullYear();
    for (const { path, locale, document } of pages) {
      const t = getMessages(locale).footer;
      const footer = document.querySelector("footer");
      const text = normal(footer?.textContent ?? "");
      expect(text, path).toContain(normal(t.tagline));
      expect(text, path).toContain(`© ${year}`);
      const links = [...(footer?.querySelectorAll("a") ?? [])].map((link) => [
        normal(link.textContent ?? ""),
        link.getAttribute("href"),
      ]);
      expect(links, path).toEqual([
        [t.home, `/${locale}`],
        [apartmentFacts.pberg.district, `/${locale}/pberg`],
        [apartmentFacts.mitte.district, `/${locale}/mitte`],
        [t.impressum, `/${locale}/impressum`],
        [t.datenschutz, `/${locale}/datenschutz`],
        [t.agb, `/${locale}/agb`],
      ]);
      const buttons = [...(footer?.querySelectorAll("button") ?? [])].map((button) => normal(button.textContent ?? ""));
      expect(buttons, path).toEqual([t.privacySettings]);
    }
  });

  it("the footer marks the page's own link, as the header does", () => {
    const checked = new Set<string>();
    for (const { path, locale, document } of pages) {
      const t = getMessages(locale).footer;
      const own: Record<string, string> = {
        [`/${locale}`]: t.home,
        [`/${locale}/pberg`]: apartmentFacts.pberg.district,
        [`/${locale}/mitte`]: apartmentFacts.mitte.district,
        [`/${locale}/impressum`]: t.impressum,
        [`/${locale}/datenschutz`]: t.datenschutz,
        [`/${locale}/agb`]: t.agb,
      };
      const marked = [...document.querySelectorAll("footer [aria-current=page]")].map((link) =>
        normal(link.textContent ?? ""),
      );
      // The booking pages have no link of their own in the footer.
      expect(marked, path).toEqual(own[path] ? [own[path]] : []);
      if (own[path]) checked.add(path);
    }
    expect(checked.size, "six pages in five languages").toBe(30);
  });
});
