/**
 * What each legal page says, read from the built documents (the servers send them byte for byte,
 * tests/e2e/same-documents.spec.ts): its title, the headings and a sentence of its Markdown, the
 * day it was last changed, the facts the law asks of it and the privacy policy's table of contents;
 * and that no script carries them; and that every page's footer links to them. How
 * the pages look and behave is the browser's question (tests/e2e/legal.spec.ts).
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { getMessages } from "../../app/i18n/messages.server";
import { locales } from "../../app/locales";
import { legalPages } from "../../app/pages.server";
import { apartmentFacts, distinctive, headingsOf, legalDates, legalSource, operator } from "../content";
import { builtFiles, builtPage, builtPages, normal, sitePages, text, texts } from "./pages";

const article = (locale: string, legal: string) => {
  const page = builtPage(`/${locale}/${legal}`);
  const element = page.document.querySelector("main article");
  if (!element) throw new Error(`/${locale}/${legal} has no article in its main part`);
  return { document: page.document, article: element, words: text(element) };
};

/** November in the page's language: the dates in app/content/legal-dates.yaml are in November. */
const november = { en: "November", de: "November", fr: "novembre", es: "noviembre", it: "novembre" };

describe.each(locales)("legal pages in %s", (locale) => {
  it.each(legalPages)(`/${locale}/%s shows its title, headings and the day it was last changed`, (legal) => {
    const { document, article: body, words } = article(locale, legal);
    expect(text(document.querySelector("h1"))).toBe(normal(getMessages(locale).meta[`${legal}Title`]));
    const markdown = legalSource(locale, legal);
    expect(texts(body.querySelectorAll("h2"))).toEqual(headingsOf(markdown, "##").map(normal));
    expect(texts(body.querySelectorAll("h3"))).toEqual(headingsOf(markdown, "###").map(normal));
    expect(words).toContain(normal(distinctive(markdown)));
    expect(words).not.toMatch(/\{\{|\}\}/);
    const [year, month, day] = legalDates[legal].split("-").map(Number);
    expect(month, "the test spells out November only").toBe(11);
    const date =
      locale === "es"
        ? `${day} de ${november[locale]} de ${year}`
        : `${day}${locale === "de" ? "." : ""} ${november[locale]} ${year}`;
    expect(text(document.querySelector("h1 + div p"))).toBe(
      normal(getMessages(locale).legal.lastUpdated.replace("{date}", date)),
    );
  });

  it(`/${locale}/impressum has the operator's data`, () => {
    const { article: body, words } = article(locale, "impressum");
    for (const value of [operator.legalName, operator.street, `${operator.postcode} ${operator.city}`, operator.vatId])
      expect(words).toContain(value);
    expect(texts(body.querySelectorAll(`a[href="mailto:${operator.email}"]`))).toEqual([operator.email]);
    expect(texts(body.querySelectorAll(`a[href="tel:${operator.phone.replaceAll(" ", "")}"]`))).toEqual([
      operator.phone,
    ]);
    expect(body.querySelectorAll('a[href*="ec.europa.eu"]')).toHaveLength(0);
  });

  it(`/${locale}/agb has both registration numbers and each apartment's maximum guests`, () => {
    const { words } = article(locale, "agb");
    for (const facts of Object.values(apartmentFacts)) {
      expect(words).toContain(facts.registrationNumber);
      expect(words).toContain(`: ${facts.guests} `);
    }
  });

  it(`/${locale}/datenschutz: a table of contents links to each section by its heading`, () => {
    const { document } = builtPage(`/${locale}/datenschutz`);
    const contents = [...document.querySelectorAll("nav[aria-labelledby]")].filter(
      (nav) =>
        text(document.getElementById(nav.getAttribute("aria-labelledby")!)) ===
        normal(getMessages(locale).legal.contents),
    );
    expect(contents, "one navigation named by the contents' title").toHaveLength(1);
    const links = [...contents[0]!.querySelectorAll("a")];
    expect(texts(links)).toEqual(headingsOf(legalSource(locale, "datenschutz"), "##").map(normal));
    for (const link of links) {
      const href = link.getAttribute("href") ?? "";
      expect(href, text(link)).toMatch(/^#./);
      const target = document.getElementById(decodeURIComponent(href.slice(1)));
      expect(target?.localName, href).toBe("h2");
      expect(text(target), href).toBe(text(link));
    }
  });

  it(`/${locale}/datenschutz covers hosting, Smoobu, Google Maps and local storage`, () => {
    const { article: body, words } = article(locale, "datenschutz");
    expect(body.querySelectorAll("h2")).toHaveLength(8);
    for (const value of [operator.hostName, "Smoobu", "Google Maps", "cookiesAccepted", "TLS"])
      expect(words).toContain(value);
  });
});

// Every page of a language leads to its legal pages from the footer, each link named as the footer names it.
it("every page's footer links to the three legal pages of its language", () => {
  const problems: string[] = [];
  const pages = sitePages();
  for (const { path, locale, document } of pages) {
    const footer = getMessages(locale!).footer;
    const links = new Map(
      [...document.querySelectorAll("body > footer a")].map((link) => [text(link), link.getAttribute("href")]),
    );
    for (const legal of legalPages) {
      const href = links.get(normal(footer[legal]));
      if (href !== `/${locale}/${legal}`) problems.push(`${path}: "${footer[legal]}" → ${href}`);
    }
  }
  expect(pages).toHaveLength(45);
  expect(problems).toEqual([]);
});

// The legal texts are HTML only: a page loads no script that holds them, since no script of the
// build does, neither a file (every script a browser can load from the site) nor one inside a page.
it("no script, a file or inside a page, holds a sentence of any legal page in any language", () => {
  const sentences = locales.flatMap((locale) => legalPages.map((legal) => distinctive(legalSource(locale, legal))));
  const scripts = [
    ...builtFiles()
      .filter((file) => /\.m?js$/.test(file))
      .map((file) => ({ name: file, body: readFileSync(file, "utf8") })),
    ...builtPages().flatMap((page) =>
      [...page.document.querySelectorAll("script:not([src])")].map((script) => ({
        name: `a script inside ${page.path}`,
        body: script.textContent ?? "",
      })),
    ),
  ];
  expect(scripts.filter((script) => script.name.endsWith(".js")).length).toBeGreaterThan(2);
  const found = scripts.flatMap(({ name, body }) =>
    sentences.filter((sentence) => body.includes(sentence)).map((sentence) => `${name}: "${sentence}"`),
  );
  expect(found).toEqual([]);
});
