import { expect, it } from "vitest";
import { getMessages } from "../../app/i18n/messages.server";
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
