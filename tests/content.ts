/**
 * The site's content as the tests read it: through the build's own loader (YAML and Markdown
 * under app/content/, validated), under the names the specs use.
 */
import { readFileSync } from "node:fs";
import { loadContent } from "../app/content/load.server";
import { format, timeText } from "../app/i18n/format";
import { getMessages } from "../app/i18n/messages.server";
import type { Locale } from "../app/locales";

const content = loadContent();
const { pberg, mitte } = content.apartments as Record<"pberg" | "mitte", (typeof content.apartments)[string]>;

export const operator = content.operator;
export const house = content.house;
export const legalDates = content.legalDates;
export const apartmentFacts = { pberg: pberg.facts, mitte: mitte.facts };
export const pbergCopy = { title: pberg.facts.title };
export const mitteCopy = { title: mitte.facts.title };
export const pbergPhotos = pberg.photos;
export const mittePhotos = mitte.photos;
/** Amenity groups with their German titles (the source language). */
const german = (groups: typeof pberg.amenities) => groups.map((group) => ({ ...group, title: group.title.de }));
export const pbergAmenities = german(pberg.amenities);
export const mitteAmenities = german(mitte.amenities);

/** A paragraph set in capitals: more than half of its letters upper case, over 40 letters. */
export function inCapitals(text: string): boolean {
  const letters = text.replace(/[^\p{L}]/gu, "");
  return letters.length > 40 && letters.replace(/\P{Lu}/gu, "").length > letters.length / 2;
}

/** A legal page's Markdown as the operator wrote it: what its built page must say. */
export const legalSource = (locale: string, page: string) =>
  readFileSync(`app/content/legal/${locale}/${page}.md`, "utf8");

/** The Markdown's headings of one level ("##" or "###"), in order. */
export function headingsOf(markdown: string, marker: "##" | "###"): string[] {
  return markdown
    .split("\n")
    .filter((line) => line.startsWith(`${marker} `))
    .map((line) => line.slice(marker.length + 1).trim());
}

/** A long plain-ASCII run of a text (so no escaping can hide it in a bundle), with no tokens. */
export function distinctive(markdown: string): string {
  const runs: string[] = markdown.match(/[A-Za-z][A-Za-z ,.]{40,}/g) ?? [];
  const longest = runs.sort((a, b) => b.length - a.length)[0];
  if (!longest) throw new Error("no distinctive sentence");
  return longest.slice(0, 60).trim();
}

/** What a booking page's summary shows of an apartment in a language, from the data: its name, its photo's alt text, its facts and the house terms. */
export function bookingSummary(locale: Locale, slug: "pberg" | "mitte") {
  const t = getMessages(locale);
  const facts = apartmentFacts[slug];
  // Times as the language writes them (French "15 h").
  const { quotedPrice: _price, ...figures } = house;
  const values = { ...figures, checkIn: timeText(house.checkIn, locale), checkOut: timeText(house.checkOut, locale) };
  return {
    title: facts.title[locale],
    alt: { pberg: pbergPhotos, mitte: mittePhotos }[slug][0]!.alt[locale],
    facts: [
      format(t.home.guests, { count: facts.guests! }, locale),
      format(t.facts.bedrooms, { count: facts.bedrooms }, locale),
      format(t.facts.bathrooms, { count: facts.bathrooms }, locale),
      `${new Intl.NumberFormat(locale).format(facts.sizeSqm)}\u00a0m²`,
    ],
    terms: [t.stay.checkIn, t.stay.checkOut, t.stay.freeCancellation, t.stay.lateCancellation, t.stay.payment].map(
      (line) => format(line, values),
    ),
  };
}
