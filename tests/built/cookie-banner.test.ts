import { expect, it } from "vitest";
import { getMessages } from "../../app/i18n/messages.server";
import { localeFromPath } from "../../app/i18n/paths";
import { builtPages, normal } from "./pages";

// The banner names the one service that waits for consent, the map, only on a page that has one
// (an apartment's); on every other page it says what the site stores, and no map. Read from every
// built document, in every language (the not-found documents included); how the banner shows,
// stores and reopens is the browser's question (tests/e2e/cookie-banner.spec.ts).
it("the cookie banner names the map on every page with a map, and only there", () => {
  const pages = builtPages().filter((page) => page.locale && !page.path.startsWith("/embed/"));
  const read = pages.map(({ path, locale, document }) => {
    const banner = document.querySelector("[data-slot=cookie-banner]");
    const cookie = getMessages(locale!).cookie;
    const words = normal(banner?.textContent ?? "");
    const map = document.querySelector("section[aria-labelledby=location]") !== null;
    const namesMap = words.includes(normal(cookie.mapText));
    return {
      path,
      map,
      banner: banner !== null,
      right: namesMap === map && (map || words.includes(normal(cookie.text))),
    };
  });
  expect(read.filter((page) => page.map).length, "the apartment pages, in five languages").toBe(10);
  expect(read.filter((page) => !page.banner || !page.right)).toEqual([]);
});

// So the browser judges the banner once per language and kind (tests/e2e/accessibility.spec.ts runs
// axe on it on the home page and on Zionskirchplatz's page): every document of a language carries
// the same banner, byte for byte, as the first document of its kind (the global not-found document,
// /404, is English). A banner that differed on one page (a class, a link, a word) fails here.
it("every document carries its language's banner of its kind, byte for byte", () => {
  const pages = builtPages().filter((page) => !page.path.startsWith("/embed/"));
  const first = new Map<string, { path: string; html: string }>();
  const differing = pages.flatMap(({ path, document }) => {
    const html = document.querySelector("[data-slot=cookie-banner]")?.outerHTML ?? "(no banner)";
    const map = document.querySelector("section[aria-labelledby=location]") !== null;
    const kind = `${localeFromPath(path)}, ${map ? "with the map" : "without the map"}`;
    const reference = first.get(kind) ?? first.set(kind, { path, html }).get(kind)!;
    return html === reference.html ? [] : [`${path}: not the banner of ${reference.path} (${kind})`];
  });
  expect(first.size, "five languages, two kinds").toBe(10);
  expect(differing).toEqual([]);
});

// The banner a guest meets on a first visit, in the page's language (what
// tests/e2e/cookie-banner.spec.ts finds by these names): its title names the region, a link leads to
// the privacy policy, and Decline and Accept come in that order, Decline first (the one Tab
// reaches first after the link). Every document of a language, the not-found documents included.
it("the banner speaks the page's language: title, privacy policy link, Decline then Accept", () => {
  const pages = builtPages().filter((page) => page.locale && !page.path.startsWith("/embed/"));
  const wrong = pages.flatMap(({ path, locale, document }) => {
    const cookie = getMessages(locale!).cookie;
    const banner = document.querySelector("[data-slot=cookie-banner]");
    const title = document.getElementById(banner?.getAttribute("aria-labelledby") ?? "");
    const read = {
      title: normal(title?.textContent ?? ""),
      inside: !!title && !!banner?.contains(title),
      links: [...(banner?.querySelectorAll("a") ?? [])].map((link) => [
        normal(link.textContent ?? ""),
        link.getAttribute("href"),
      ]),
      buttons: [...(banner?.querySelectorAll("button") ?? [])].map((button) => normal(button.textContent ?? "")),
    };
    const expected = {
      title: cookie.title,
      inside: true,
      links: [[cookie.learnMore, `/${locale}/datenschutz`]],
      buttons: [cookie.decline, cookie.accept],
    };
    return JSON.stringify(read) === JSON.stringify(expected) ? [] : [{ path, read }];
  });
  expect(pages.length, "every document with a language").toBeGreaterThan(45);
  expect(wrong).toEqual([]);
});
