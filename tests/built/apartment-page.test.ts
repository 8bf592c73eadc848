import { describe, expect, it } from "vitest";
import { format } from "../../app/i18n/format";
import { getMessages } from "../../app/i18n/messages.server";
import { locales } from "../../app/locales";
import { mitteAmenities, mitteCopy, pbergAmenities, pbergPhotos } from "../content";
import { all, builtPage, normal, text, texts } from "./pages";

/**
 * An apartment page as the build writes it: its title, sections, facts, photos' markup,
 * thumbnails, amenities, book links, the calendar's named area and the map's markup before
 * consent. What a guest does with them (the carousel, the viewer, the accordion, the calendar
 * and the map loading) and where they stand on the screen are the browser's questions
 * (tests/e2e/apartment.spec.ts, carousel.spec.ts, calendar.spec.ts, map.spec.ts).
 */
const carousel = (document: Document, locale: (typeof locales)[number]) =>
  document.querySelector(`section[aria-roledescription="${getMessages(locale).apartment.carouselRole}"]`);
const factItems = (document: Document, locale: (typeof locales)[number]) =>
  all(document, `[aria-label="${getMessages(locale).apartment.facts}"] li`);

for (const locale of ["en", "de"] as const) {
  const t = getMessages(locale);

  describe(`/${locale}/pberg`, () => {
    const { document } = builtPage(`/${locale}/pberg`);
    const main = document.querySelector("main")!;

    it("the title and the sections in order", () => {
      expect(texts(all(document, "h1"))).toEqual(["Zionskirchplatz"]);
      expect(texts(all(main, "h2"))).toEqual(
        [
          t.dates.title,
          t.apartment.about,
          t.guestQuestions.sleeping.title,
          t.apartment.amenities,
          t.apartment.availability,
          t.guestQuestions.title,
          t.contact.title,
          t.apartment.location,
          t.apartment.surroundings,
        ].map(normal),
      );
    });

    it("the facts, with the gym", () => {
      expect(texts(factItems(document, locale))).toEqual(
        [
          "Prenzlauer Berg, Berlin",
          "135 m²",
          format(t.home.guests, { count: 6 }),
          format(t.apartment.bedrooms, { count: 2 }),
          format(t.apartment.bathrooms, { count: 2 }),
          t.apartment.entertainment,
          t.apartment.freeWifi,
          t.apartment.gym,
        ].map(normal),
      );
    });

    it("the first carousel photo is the page's main image; every other image waits; all sized; AVIF sources", () => {
      const first = carousel(document, locale)!.querySelector("img")!;
      expect([first.getAttribute("fetchpriority"), first.getAttribute("loading")]).toEqual(["high", "eager"]);
      const images = all(main, "img");
      expect(images.length).toBeGreaterThan(10);
      const eager = images.filter((img) => img !== first && img.getAttribute("loading") !== "lazy");
      expect(eager.map((img) => img.outerHTML.slice(0, 100))).toEqual([]);
      const unsized = images.filter(
        (img) => !/^\d+$/.test(img.getAttribute("width") ?? "") || !/^\d+$/.test(img.getAttribute("height") ?? ""),
      );
      expect(unsized.map((img) => img.outerHTML.slice(0, 100))).toEqual([]);
      expect(main.querySelector('source[type="image/avif"]')?.getAttribute("srcset")).toMatch(/\.avif 320w/);
    });

    it("every Book Now and Book Zionskirchplatz lead to this apartment's booking page", () => {
      const book = all(document, "a").filter((link) => text(link) === normal(t.nav.bookNow));
      // The header's (and its menu's) and the card's; the bar opens the card.
      expect(book.length).toBeGreaterThanOrEqual(2);
      expect(main.querySelectorAll(`[data-slot=booking-card] a[href="/${locale}/booknow/pberg"]`)).toHaveLength(1);
      expect(book.map((link) => link.getAttribute("href"))).toEqual(book.map(() => `/${locale}/booknow/pberg`));
      const name = normal(format(t.apartment.bookThis, { title: "Zionskirchplatz" }));
      const bookThis = all(main, "a").filter((link) => text(link) === name);
      expect(bookThis.map((link) => link.getAttribute("href"))).toEqual([`/${locale}/booknow/pberg`]);
    });

    it("the neighbourhood with its icons, and the registration number", () => {
      const icons = all(document, "section[aria-labelledby=surroundings] svg").map((svg) =>
        svg.getAttribute("data-icon"),
      );
      expect(icons).toEqual(expect.arrayContaining(["landmark", "park", "train-front"]));
      expect(text(main)).toContain(normal(t.apartment.registrationNumber));
    });

    it("thumbnails: a tile per room, at most 8, each its room's first photo; Show all photos", () => {
      expect(all(document, "[data-slot=thumbnails] > li")).toHaveLength(8);
      const links = all(document, "[data-slot=thumbnails] a");
      expect(texts(links.slice(0, 2))).toEqual([t.rooms.living, format(t.rooms.bedroom, { count: 2 })].map(normal));
      // Room by room: the bedrooms' first photo (the sixth), not the carousel's second.
      const bedroom = pbergPhotos.findIndex((photo) => photo.room === "bedroom");
      expect(bedroom).toBeGreaterThan(1);
      expect(links[1]!.getAttribute("href")).toMatch(new RegExp(`/${pbergPhotos[bedroom]!.file}-`));
      expect(new Set(links.map((link) => link.getAttribute("href"))).size).toBe(8);
      const showAll = normal(format(t.apartment.showAllPhotos, { total: 18 }));
      expect(all(main, "a").filter((link) => text(link) === showAll)).toHaveLength(1);
    });

    it("amenities: the marked ones at a glance with icons; the groups closed at first", () => {
      const section = document.querySelector("section[aria-labelledby=amenities]")!;
      const glance = all(section, "[data-slot=glance] li");
      const marked = pbergAmenities.flatMap((group) => group.items).filter((item) => item.glance);
      expect(marked.length).toBeGreaterThanOrEqual(6);
      expect(glance).toHaveLength(marked.length);
      expect(text(glance[0])).toBe(normal(marked[0]![locale] ?? marked[0]!.de));
      expect(all(section, "[data-slot=glance] li svg")).toHaveLength(marked.length);
      expect(all(section, "details > summary")).toHaveLength(pbergAmenities.length);
      expect(all(section, "details[open]")).toHaveLength(0);
    });
  });

  describe(`/${locale}/mitte`, () => {
    const { document } = builtPage(`/${locale}/mitte`);

    it("the facts: no gym, one bathroom", () => {
      const facts = texts(factItems(document, locale));
      expect(facts).toHaveLength(7);
      expect(facts[4]).toBe(normal(t.apartment.bathroom));
      expect(facts.filter((fact) => fact.includes(normal(t.apartment.gym)))).toEqual([]);
    });

    it("the carousel is named by the apartment", () => {
      expect(carousel(document, locale)?.getAttribute("aria-label")).toBe(
        format(t.apartment.photos, { title: mitteCopy.title[locale] }),
      );
    });
  });
}

it("the amenity groups of both apartments are translated (/fr)", () => {
  for (const [slug, groups] of [
    ["mitte", mitteAmenities],
    ["pberg", pbergAmenities],
  ] as const) {
    const titles = texts(all(builtPage(`/fr/${slug}`).document, "section[aria-labelledby=amenities] summary"));
    expect(titles, slug).toHaveLength(groups.length);
    expect(titles, slug).not.toContain(normal(groups[0]!.title));
  }
});

it("the header's Book Now leads to the apartment's booking page on its page, to the booking page elsewhere", () => {
  for (const [path, href] of [
    ["/de/mitte", "/de/booknow/mitte"],
    ["/en/pberg", "/en/booknow/pberg"],
    ["/de", "/de/booknow"],
  ] as const) {
    const locale = path.slice(1, 3) as "de" | "en";
    const links = all(builtPage(path).document, "body > header a").filter(
      (link) => text(link) === normal(getMessages(locale).nav.bookNow),
    );
    expect(
      links.map((link) => link.getAttribute("href")),
      path,
    ).toEqual([href]);
  }
});

it("every apartment page names its calendar's area in the page language", () => {
  for (const locale of locales)
    for (const slug of ["pberg", "mitte"]) {
      const area = builtPage(`/${locale}/${slug}`).document.querySelector("[data-slot=calendar-area]");
      expect(area?.getAttribute("aria-label"), `/${locale}/${slug}`).toBe(getMessages(locale).embed.calendarRegion);
    }
});

describe("the map's markup", () => {
  it("/en/pberg before consent: the address and a link to Google Maps in a new tab; the map waits in a template, named by the address, lazy", () => {
    const t = getMessages("en").map;
    const section = builtPage("/en/pberg").document.querySelector("section[aria-labelledby=location]")!;
    const address = text(section.querySelector("p"));
    expect(address).toContain("10435 Berlin");
    // Its rel="noopener", as every new tab's: tests/built/new-tab-links.test.ts.
    const link = all(section.querySelector(":scope > div")!, "a").filter((a) => text(a).includes(t.openInGoogleMaps));
    expect(link.map((a) => a.getAttribute("target"))).toEqual(["_blank"]);
    const frame = section.querySelector("template")?.content.querySelector("iframe");
    expect(frame?.getAttribute("title")).toBe(normal(format(t.title, { address })));
    expect(frame?.getAttribute("loading")).toBe("lazy");
  });

  it("/it/mitte: under the map, the address and the link to Google Maps, in a new tab, their room kept unseen until the map shows", () => {
    const t = getMessages("it").map;
    const section = builtPage("/it/mitte").document.querySelector("section[aria-labelledby=location]")!;
    const under = section.querySelector(":scope > div + template + p");
    expect(under?.classList.contains("invisible")).toBe(true);
    expect(text(under)).toContain("10115 Berlin");
    const link = all(under!, "a").filter((a) => text(a).includes(t.openInGoogleMaps));
    expect(link.map((a) => [a.getAttribute("href"), a.getAttribute("target")])).toEqual([
      [expect.stringMatching(/^https:\/\/www\.google\.com\/maps/), "_blank"],
    ]);
  });
});
