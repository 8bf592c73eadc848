import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { consentStorageKey } from "../consent/consent";
import { inCapitals, operator, apartmentFacts } from "../../tests/content";
import { parseOperator } from "../content/schema.server";
import { locales, type Locale } from "../locales";
import {
  fillTokens,
  legalContents,
  legalSource,
  legalTokens,
  renderLegalPage,
  renderMarkdown,
  sectionId,
} from "./legal.server";
import { legalPages, type LegalPage } from "../pages.server";

/** German is the reference text: the sections docs/product.md and docs/product.md require, as h2 (##) or h3 (###). */
const germanHeadings: Record<LegalPage, string[]> = {
  impressum: ["Angaben gemäß § 5 DDG", "Kontakt", "Umsatzsteuer-ID", "Verbraucherstreitbeilegung"],
  agb: [
    "3. Preise und Zahlung",
    "4. Übernachtungsteuer (City Tax)",
    "5. Stornierung durch den Gast",
    "6. Kein Widerrufsrecht",
    "7. Längere Aufenthalte",
    "8. Hausordnung",
    "An- und Abreise",
    "Rauchverbot",
    "9. Registriernummern",
  ],
  datenschutz: [
    "1. Datenschutz auf einen Blick",
    "2. Hosting",
    "3. Allgemeine Hinweise und Pflichtinformationen",
    "Hinweis zur verantwortlichen Stelle",
    "Widerruf Ihrer Einwilligung zur Datenverarbeitung",
    "SSL- bzw. TLS-Verschlüsselung",
    "4. Lokale Speicherung statt Cookies",
    "5. Buchungsanbieter Smoobu",
    "Verfügbarkeitskalender auf den Wohnungsseiten",
    "6. Google Maps",
    "8. Ihre Rechte als betroffene Person",
  ],
};

/** What each page must say in every language: data from the operator config, and key terms. */
const config = parseOperator(operator);
const registrationNumbers = Object.values(apartmentFacts).map((facts) => facts.registrationNumber);
const requiredText: Record<LegalPage, string[]> = {
  impressum: [config.legalName, config.street, config.postcode, config.vatId, "DDG", "36 VSBG"],
  agb: [...registrationNumbers, "312g", "28", "Smoobu"],
  datenschutz: ["cookiesAccepted", "Smoobu", "Google Maps", config.hostName, config.hostAddress, "TLS", "77"],
};

/** The German text's house rules, cancellation and payment terms (docs/product.md). */
const germanTerms = [
  "ab 15:00 Uhr",
  "bis 11:00 Uhr",
  "Von 22:00 bis 07:00 Uhr gilt Nachtruhe",
  "Codeschloss",
  "Haustiere sind nicht erlaubt",
  "Partys und Veranstaltungen sind nicht gestattet",
  "Kommerzielle Foto- und Filmaufnahmen",
  "vollständiges Rauchverbot",
  "bis spätestens 5 Tage vor dem Anreisetag",
  "bleibt der vereinbarte Gesamtpreis geschuldet",
  "spätestens 5 Tage vor dem Anreisetag zu zahlen",
  "Aufenthalte von 28 Nächten oder länger sind möglich",
  "Übernachtungsteuer",
  "§ 312g Abs. 2 Nr. 9 BGB",
];

function parse(html: string): HTMLElement {
  const article = document.createElement("article");
  article.innerHTML = html;
  return article;
}

const headings = (root: HTMLElement, selector: string) =>
  [...root.querySelectorAll(selector)].map((heading) => heading.textContent ?? "");

describe.each(locales)("legal pages in %s", (locale: Locale) => {
  it.each(legalPages)("%s is filled completely, has no h1 and the structure of the German text", (page) => {
    const html = renderLegalPage(locale, page);
    const article = parse(html);
    const german = parse(renderLegalPage("de", page));
    expect(html).not.toMatch(/\{\{|\}\}/);
    expect(article.querySelector("h1")).toBeNull();
    expect(headings(article, "h2")).toHaveLength(headings(german, "h2").length);
    expect(headings(article, "h3")).toHaveLength(headings(german, "h3").length);
    for (const text of requiredText[page]) expect(article.textContent).toContain(text);
    // Non-German versions open with the note that the German text prevails.
    expect(article.querySelector("p")?.textContent).toMatch(
      locale === "de" ? /./ : /(German|allemande|alemana|tedesca)/,
    );
  });

  it.each(legalPages)("%s says nothing twice: no repeated heading or paragraph", (page) => {
    const article = parse(renderLegalPage(locale, page));
    const repeated = (texts: string[]) => texts.filter((text, i) => texts.indexOf(text) !== i);
    expect(repeated(headings(article, "h2, h3"))).toEqual([]);
    const paragraphs = [...article.querySelectorAll("p, li")].map((p) => p.textContent ?? "");
    expect(repeated(paragraphs.filter((text) => text.length > 60))).toEqual([]);
  });

  it.each(legalPages)("%s sets no paragraph in capitals (hard to read; emphasis is bold)", (page) => {
    const paragraphs = [...parse(renderLegalPage(locale, page)).querySelectorAll("p, li")].map((p) => p.textContent);
    expect(paragraphs.filter(inCapitals)).toEqual([]);
  });

  it("names the calendar on the apartment pages: loaded without consent, what it sends, the legal basis", () => {
    const article = parse(renderLegalPage(locale, "datenschutz"));
    const h3 = [...article.querySelectorAll("h3")].find((heading) =>
      /(calendar|Kalender|calendrier|calendario)/i.test(heading.textContent ?? ""),
    );
    expect(h3, "a calendar subsection").toBeTruthy();
    let text = "";
    for (let node = h3!.nextElementSibling; node && !/^H[23]$/.test(node.tagName); node = node.nextElementSibling)
      text += node.textContent;
    expect(text).toContain("login.smoobu.com");
    const withoutConsent = {
      de: "ohne vorherige Einwilligung",
      en: "without prior consent",
      fr: "sans consentement préalable",
      es: "sin consentimiento previo",
      it: "senza consenso preventivo",
    };
    expect(text).toContain(withoutConsent[locale]);
    expect(text).toMatch(/6\s*(\(1\)|Abs\. 1|, par\. 1|\.1\.)\s*(\(f\)|lit\. f|, point f|, lett\. f|f\))/);
    expect(text).toMatch(/6\s*(\(1\)|Abs\. 1|, par\. 1|\.1\.)\s*(\(b\)|lit\. b|, point b|, lett\. b|b\))/);
    expect(text).toMatch(/25/);
  });

  it("names the operator's country in the page's language", () => {
    const country = { en: "Germany", de: "Deutschland", fr: "Allemagne", es: "Alemania", it: "Germania" }[locale];
    const text = parse(renderLegalPage(locale, "impressum")).textContent ?? "";
    expect(text).toContain(`${operator.city}, ${country}`);
  });

  it("puts e-mail and phone in mailto: and tel: links", () => {
    const article = parse(renderLegalPage(locale, "impressum"));
    expect(article.querySelector(`a[href="mailto:${operator.email}"]`)?.textContent).toBe(operator.email);
    expect(article.querySelector(`a[href="tel:${operator.phone.replaceAll(" ", "")}"]`)?.textContent).toBe(
      operator.phone,
    );
    expect(article.innerHTML).not.toMatch(/ec\.europa\.eu|\bODR\b/);
  });

  it("states each apartment's maximum guests from the apartment data in the house rules", () => {
    const text = parse(renderLegalPage(locale, "agb")).textContent ?? "";
    for (const facts of Object.values(apartmentFacts)) expect(text).toContain(`: ${facts.guests} `);
  });
});

describe("German reference text", () => {
  it.each(legalPages)("%s has the required sections", (page) => {
    const article = parse(renderLegalPage("de", page));
    expect(headings(article, "h2, h3")).toEqual(expect.arrayContaining(germanHeadings[page]));
  });

  it("has the house rules, cancellation and payment terms", () => {
    const text = parse(renderLegalPage("de", "agb")).textContent ?? "";
    for (const term of germanTerms) expect(text).toContain(term);
  });
});

describe("filling and rendering", () => {
  const tokens = legalTokens(config, "en");

  it("fails on an unknown token, naming the file", () => {
    expect(() => fillTokens("Hi {{nme}}", tokens, "app/content/legal/en/x.md")).toThrow(
      /^app\/content\/legal\/en\/x\.md: unknown token \{\{nme\}\}/,
    );
  });

  it("fails on an unclosed token and on an empty value", () => {
    expect(() => fillTokens("Hi {{brand", tokens, "x.md")).toThrow(/x\.md: unclosed token/);
    expect(() => fillTokens("VAT: {{vatId}}", { ...tokens, vatId: "" }, "x.md")).toThrow(/\{\{vatId\}\} is empty/);
  });

  it("leaves out a section whose token is empty, and only that section", () => {
    const noVat = { ...tokens, vatId: "" };
    const impressum = fillTokens(legalSource("de", "impressum"), noVat, "impressum.md");
    expect(impressum).not.toMatch(/Umsatzsteuer|\{\{/);
    expect(impressum).toContain("## Kontakt");
    expect(impressum).toContain("## Verbraucherstreitbeilegung");
    expect(fillTokens("Intro\n\n## A\n\nVAT {{vatId}}\n\n## B\n\nBy {{brand}}\n", noVat, "x.md")).toBe(
      `Intro\n\n## B\n\nBy ${tokens.brand}\n`,
    );
  });

  it("renders every legal page in every language without a VAT id", () => {
    const noVat = { ...operator, vatId: "" };
    for (const locale of locales) {
      const html = renderLegalPage(locale, "impressum", noVat);
      expect(html).not.toContain(config.vatId);
      expect(html).toContain(registrationNumbers[0]);
    }
  });

  it("prints values literally, even with Markdown characters", () => {
    const html = renderMarkdown(fillTokens("By {{brand}}", { ...tokens, brand: "A\\_B\\_C" }, "x.md"), "x.md");
    expect(html.trim()).toBe("<p>By A_B_C</p>");
  });

  it("gives every section an anchor that the table of contents links to", () => {
    expect(sectionId("2. Hébergement et réseau")).toBe("hebergement-et-reseau");
    expect(renderMarkdown("## 1. Über uns\n\nText\n\n### Detail\n\n## 2. Rechte", "x.md")).toMatch(
      /<h2 id="uber-uns">1\. Über uns<\/h2>[\s\S]*<h3>Detail<\/h3>[\s\S]*<h2 id="rechte">2\. Rechte<\/h2>/,
    );
    for (const locale of locales) {
      const contents = legalContents(locale, "datenschutz");
      expect(contents.length, locale).toBeGreaterThanOrEqual(8);
      const html = renderLegalPage(locale, "datenschutz");
      for (const { id } of contents) expect(html, `${locale} #${id}`).toContain(`<h2 id="${id}">`);
      expect(new Set(contents.map(({ id }) => id)).size, `${locale}: anchors are unique`).toBe(contents.length);
    }
  });

  it("names each cell's column, for the stacked rows on a phone", () => {
    const html = renderMarkdown('| Processing | `Legal` basis |\n|---|---|\n| Logs | Art. 6 "f" |\n', "test.md");
    const cells = new DOMParser().parseFromString(html, "text/html").querySelectorAll("td");
    expect([...cells].map((cell) => [cell.dataset.label, cell.textContent])).toEqual([
      ["Processing", "Logs"],
      ["Legal basis", 'Art. 6 "f"'],
    ]);
    expect(html).toContain('<th scope="col">Processing</th>');
    expect(html).not.toContain("role=");
  });

  it("refuses an h1 in a legal text", () => {
    expect(() => renderMarkdown("# Title\n\nText", "app/content/legal/en/agb.md")).toThrow(
      /agb\.md: "# Title" is an h1/,
    );
  });

  it("reads every language's file", () => {
    for (const locale of locales)
      for (const page of legalPages) expect(legalSource(locale, page).length).toBeGreaterThan(500);
  });

  it("validates the operator data it is given", () => {
    expect(() => renderLegalPage("en", "agb", { ...operator, email: "nope" })).toThrow(/operator\.yaml: email:/);
  });
});

describe("the privacy policy and the browser storage the site uses", () => {
  /** Every storage the site's own code (not its tests) writes in the browser. */
  const written = () => {
    const files = readdirSync("app", { recursive: true, encoding: "utf8" }).filter(
      (path) => /\.(ts|tsx)$/.test(path) && !/\.test\.tsx?$/.test(path),
    );
    const code = files.map((path) => readFileSync(join("app", path), "utf8")).join("\n");
    return { session: /sessionStorage/.test(code), local: /localStorage/.test(code) };
  };

  it.each(locales)(
    "%s names exactly what the site stores: the cookie decision, nothing in session storage",
    (locale) => {
      const policy = readFileSync(`app/content/legal/${locale}/datenschutz.md`, "utf8");
      expect(written()).toEqual({ session: false, local: true });
      expect(policy).toContain(`\`${consentStorageKey}\``);
      expect(policy).not.toMatch(/sessionStorage/);
    },
  );
});
