import { describe, expect, it } from "vitest";
import { getMessages } from "../../app/i18n/messages.server";
import { locales } from "../../app/locales";
import { mitteCopy, pbergCopy } from "../content";
import { builtPage, normal, text, texts } from "./pages";

/**
 * What a guest without JavaScript is offered, as the build writes it (decision 012): the photos
 * as links to their full images, the booking area's words in `<noscript>` and its link to the
 * provider's booking page, the apartment choice as links, Book to the apartment's booking page.
 * How it behaves and what is shown is the browser's: tests/e2e/no-script.spec.ts. A parsed
 * document without scripting reads `<noscript>` content as markup.
 */

describe("without script", () => {
  it("/en/pberg: each of the carousel's 18 photos is a link to its full image", () => {
    const { document } = builtPage("/en/pberg");
    const carousel = document.querySelector(
      `section[aria-roledescription="${getMessages("en").apartment.carouselRole}"]`,
    );
    const slides = [...(carousel?.querySelectorAll("[role=group]") ?? [])];
    expect(slides).toHaveLength(18);
    expect(
      slides
        .map((slide) => slide.querySelector("a")?.getAttribute("href"))
        .filter((href) => !/\.webp$/.test(href ?? "")),
    ).toEqual([]);
  });

  for (const locale of locales) {
    for (const path of [`/${locale}/booknow`, `/${locale}/booknow/pberg`, `/${locale}/booknow/mitte`]) {
      it(`${path}: the booking area says why there is no tool and leads to the provider's booking page`, () => {
        const t = getMessages(locale);
        const region = builtPage(path).document.querySelector('[data-slot="booking-area"]');
        expect(texts(region?.querySelectorAll("noscript p") ?? [])).toEqual([normal(t.embed.noScript)]);
        const links = [...(region?.querySelectorAll('noscript a[href*="/booking-tool/"]') ?? [])];
        expect(
          links.map((link) => ({
            text: text(link),
            href: link.getAttribute("href"),
            target: link.getAttribute("target"),
          })),
        ).toEqual([
          {
            text: normal(t.embed.openBooking + t.home.opensInNewTab),
            href: expect.stringMatching(/^https:\/\/login\.smoobu\.com\/.+\/booking-tool\/iframe\//),
            target: "_blank",
          },
        ]);
      });
    }
  }

  it("/fr/booknow/pberg and /fr/booknow/mitte offer the apartment choice as links, the page's marked current", () => {
    const booking = getMessages("fr").booking;
    const choice = (path: string) => {
      const { document } = builtPage(path);
      const nav = [...document.querySelectorAll("nav")].find(
        (element) =>
          (element.getAttribute("aria-label") ??
            text(document.getElementById(element.getAttribute("aria-labelledby") ?? ""))) ===
          normal(booking.selectLabel),
      );
      expect(nav, `${path}: a navigation named ${booking.selectLabel}`).toBeDefined();
      return Object.fromEntries(
        [...nav!.querySelectorAll("a")].map((link) => [
          text(link),
          { href: link.getAttribute("href"), current: link.getAttribute("aria-current") },
        ]),
      );
    };
    expect(choice("/fr/booknow/pberg")).toMatchObject({
      [pbergCopy.title.fr!]: { href: "/fr/booknow/pberg", current: "page" },
      [mitteCopy.title.fr!]: { href: "/fr/booknow/mitte", current: null },
    });
    expect(choice("/fr/booknow/mitte")).toMatchObject({
      [pbergCopy.title.fr!]: { href: "/fr/booknow/pberg", current: null },
      [mitteCopy.title.fr!]: { href: "/fr/booknow/mitte", current: "page" },
    });
  });

  it("/de/pberg: Book in the header leads to the apartment's booking page", () => {
    const { document } = builtPage("/de/pberg");
    const book = [...document.querySelectorAll("header a")].filter(
      (link) => text(link) === normal(getMessages("de").nav.bookNow),
    );
    expect(book.map((link) => link.getAttribute("href"))).toEqual(["/de/booknow/pberg"]);
  });
});
