import { describe, expect, it } from "vitest";
import { getMessages } from "../../app/i18n/messages.server";
import { locales } from "../../app/locales";
import { builtPages, metaContent, normal, sitePages } from "./pages";

/** What every document says of itself: its language, its one heading, the header's way to book. */
describe("the built documents", () => {
  it("every page is in its language, with one heading and the header's Book Now", () => {
    for (const { path, locale, document } of sitePages()) {
      expect(document.documentElement.lang, path).toBe(locale);
      expect(document.querySelectorAll("h1"), path).toHaveLength(1);
      const header = [...document.querySelectorAll("header a")].map((link) => normal(link.textContent!));
      expect(header, path).toContain(normal(getMessages(locale!).nav.bookNow));
    }
  });

  it('the not-found documents: "Page not found" in each language, "Oops! Page not found" in English, noindex', () => {
    for (const [path, lang, title] of [
      ...locales.map((locale) => [`/${locale}/404`, locale, getMessages(locale).notFound.title] as const),
      ["/404", "en", "Oops! Page not found"] as const,
    ]) {
      // Each not-found document and its copy for Cloudflare's asset server (404.html beside it).
      const copies = builtPages().filter((page) => page.path === path);
      expect(copies, path).toHaveLength(2);
      for (const { document } of copies) {
        expect(document.documentElement.lang, path).toBe(lang);
        expect(
          [...document.querySelectorAll("h1")].map((heading) => normal(heading.textContent!)),
          path,
        ).toEqual([normal(title)]);
        expect(metaContent(document, "robots"), path).toMatch(/noindex/);
      }
    }
  });

  it("a page carries only its own language's strings", () => {
    for (const { path, locale, document } of sitePages()) {
      const html = document.documentElement.outerHTML;
      for (const other of locales) {
        const tagline = normal(getMessages(other).footer.tagline).slice(0, 30);
        if (other === locale) expect(normal(html), path).toContain(tagline);
        else expect(normal(html), `${path} has ${other}'s tagline`).not.toContain(tagline);
      }
    }
  });
});
