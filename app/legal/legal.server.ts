import { Marked } from "marked";
import { loadContent } from "../content/load.server";
import { parseOperator, type OperatorConfig } from "../content/schema.server";
import { percentText, regionName, timeText } from "../i18n/format";
import { regionalLocales, type Locale } from "../locales";
import type { LegalPage } from "../pages.server";
import { legalTables } from "./legal-table.server";

/** Only loaders import this `.server` module, so neither the texts nor marked nor zod reach the browser. */
const sources = import.meta.glob<string>("../content/legal/*/*.md", {
  query: "?raw",
  import: "default",
  eager: true,
});

export function legalFile(locale: Locale, page: LegalPage): string {
  return `app/content/legal/${locale}/${page}.md`;
}

export function legalSource(locale: Locale, page: LegalPage): string {
  const source = sources[`../content/legal/${locale}/${page}.md`];
  if (source === undefined) throw new Error(`${legalFile(locale, page)}: file not found`);
  return source;
}

function literal(value: string): string {
  return value.replace(/[\\`*_[\]{}<>#|~!]/g, "\\$&");
}

function link(label: string, href: string): string {
  return `[${literal(label)}](<${href}>)`;
}

/** What each `{{token}}` in the legal texts stands for, as Markdown (values escaped, e-mail and phone as links). */
export function legalTokens(config: OperatorConfig, locale: Locale): Record<string, string> {
  const tokens: Record<string, string> = {
    brand: literal(config.brand),
    legalName: literal(config.legalName),
    street: literal(config.street),
    postcode: literal(config.postcode),
    city: literal(config.city),
    country: literal(regionName(config.country, locale)!),
    vatId: literal(config.vatId),
    hostName: literal(config.hostName),
    hostAddress: literal(config.hostAddress),
    email: link(config.email, `mailto:${config.email}`),
    phone: link(config.phone, `tel:${config.phone.replace(/[^\d+]/g, "")}`),
    siteUrl: link(config.siteUrl, config.siteUrl),
  };
  const { house, apartments } = loadContent();
  tokens.checkIn = literal(timeText(house.checkIn, locale));
  tokens.checkOut = literal(timeText(house.checkOut, locale));
  tokens.longStayDays = String(house.longStayDays);
  tokens.freeCancellationDays = String(house.freeCancellationDays);
  tokens.paymentDueDays = String(house.paymentDueDays);
  tokens.cityTax = literal(percentText(house.cityTaxPercent, locale));
  for (const [slug, { facts }] of Object.entries(apartments)) {
    const { address, guests, title, registrationNumber } = facts;
    if (guests === undefined) {
      throw new Error(`app/content/apartments/${slug}/apartment.yaml: guests: missing (the house rules state it)`);
    }
    tokens[`${slug}.title`] = literal(title[locale]);
    tokens[`${slug}.address`] = literal(`${address.street}, ${address.postcode} ${address.city}`);
    tokens[`${slug}.maxGuests`] = String(guests);
    tokens[`${slug}.registrationNumber`] = literal(registrationNumber);
  }
  return tokens;
}

const tokenPattern = /\{\{\s*([^{}]*?)\s*\}\}/g;

/** A "## " section with a token left empty in operator.yaml (a VAT id the operator lacks) is left out. */
export function fillTokens(markdown: string, tokens: Record<string, string>, file: string): string {
  const empty = (section: string) =>
    [...section.matchAll(tokenPattern)].some(([, name]) => Object.hasOwn(tokens, name!) && !tokens[name!]);
  const kept = markdown
    .split(/^(?=## )/m)
    .filter((section) => !(section.startsWith("## ") && empty(section)))
    .join("");
  const filled = kept.replace(tokenPattern, (_match, name: string) => {
    if (!Object.hasOwn(tokens, name)) {
      throw new Error(`${file}: unknown token {{${name}}}; known tokens: ${Object.keys(tokens).join(", ")}`);
    }
    const value = tokens[name];
    if (!value) {
      throw new Error(
        `${file}: {{${name}}} is empty in app/content/operator.yaml; fill it in, or use it only inside a "## " section, which is then left out`,
      );
    }
    return value;
  });
  const stray = /.{0,30}(\{\{|\}\}).{0,30}/.exec(markdown.replace(tokenPattern, ""));
  if (stray) throw new Error(`${file}: unclosed token near "${stray[0]}"`);
  return filled;
}

const marked = new Marked({ gfm: true, async: false }, legalTables);

export function sectionId(text: string): string {
  return text
    .replace(/^[\d.\s]+/, "")
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/** The page title is the page's only h1, so a "# " heading throws. */
export function renderMarkdown(markdown: string, file: string): string {
  const tokens = marked.lexer(markdown);
  const h1 = tokens.find((token) => token.type === "heading" && token.depth === 1);
  if (h1) throw new Error(`${file}: "${h1.raw.trim()}" is an h1; start sections with "## "`);
  const ids = sections(tokens).map((section) => section.id);
  return marked.parser(tokens).replace(/<h2>/g, () => `<h2 id="${ids.shift()}">`);
}

function sections(tokens: ReturnType<typeof marked.lexer>) {
  return tokens.flatMap((token) =>
    token.type === "heading" && token.depth === 2 ? [{ id: sectionId(token.text), title: token.text }] : [],
  );
}

export function legalDate(locale: Locale, page: LegalPage, dates = loadContent().legalDates): string {
  const day = new Date(`${dates[page]}T00:00:00Z`);
  return new Intl.DateTimeFormat(regionalLocales[locale], { dateStyle: "long", timeZone: "UTC" }).format(day);
}

export function legalContents(locale: Locale, page: LegalPage): { id: string; title: string }[] {
  return sections(marked.lexer(legalSource(locale, page)));
}

export function renderLegalPage(locale: Locale, page: LegalPage, config: unknown = loadContent().operator): string {
  const file = legalFile(locale, page);
  const markdown = fillTokens(legalSource(locale, page), legalTokens(parseOperator(config), locale), file);
  return renderMarkdown(markdown, file);
}
