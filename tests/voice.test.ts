import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadContent } from "../app/content/load.server";
import { de } from "../app/i18n/de";
import { en, type Messages } from "../app/i18n/en";
import { es } from "../app/i18n/es";
import { fr } from "../app/i18n/fr";
import { it as italian } from "../app/i18n/it";
import { locales, type Locale } from "../app/locales";

/**
 * One voice per language, over every text of that language: the UI strings (app/i18n), the
 * content (app/content/apartments: YAML fields, photo alt texts, amenities, Markdown) and the
 * legal texts. Spanish addresses the guest as usted, Italian as Lei (the legal texts' form);
 * button labels stay in the usual label form (Spanish infinitives, Italian imperatives such as
 * "Apri il menu"). German writes "Straße"; French sets a no-break space before : ; ! ? and
 * inside « »; every language words long stays as the AGB do.
 */
type Text = { where: string; text: string };
const ui: Record<Locale, Messages> = { en, de, fr, es, it: italian };

function walk(value: unknown, where: string): Text[] {
  if (typeof value === "string") return [{ where, text: value }];
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, item]) => walk(item, `${where}.${key}`));
  }
  return [];
}

/** Every text of one language, each with where it lives. */
export function textsOf(locale: Locale): Text[] {
  const { apartments } = loadContent();
  const texts = walk(ui[locale], `app/i18n/${locale}.ts`);
  for (const [slug, apartment] of Object.entries(apartments)) {
    const dir = `app/content/apartments/${slug}`;
    const { facts, photos, amenities, surroundings, description } = apartment;
    for (const field of ["title", "location", "summary"] as const) {
      texts.push({ where: `${dir}/apartment.yaml: ${field}`, text: facts[field][locale] });
    }
    facts.features.forEach((feature, i) =>
      texts.push({ where: `${dir}/apartment.yaml: features.${i}`, text: feature[locale] }),
    );
    for (const photo of photos) texts.push({ where: `${dir}/photos.yaml: ${photo.file}`, text: photo.alt[locale] });
    for (const group of amenities) {
      for (const item of [group.title, ...group.items]) {
        const text = item[locale];
        if (text) texts.push({ where: `${dir}/amenities.yaml: ${item.de}`, text });
      }
    }
    for (const place of surroundings) {
      texts.push({ where: `${dir}/surroundings.yaml: ${place.title.en}`, text: place.title[locale] });
      texts.push({ where: `${dir}/surroundings.yaml: ${place.title.en}`, text: place.description[locale] });
    }
    texts.push({ where: `${dir}/description.${locale}.md`, text: description[locale] });
  }
  const legal = join("app/content/legal", locale);
  for (const file of readdirSync(legal).filter((name) => name.endsWith(".md"))) {
    texts.push({ where: `${legal}/${file}`, text: readFileSync(join(legal, file), "utf8") });
  }
  return texts;
}

/** "where: …context…" for every match of a pattern. */
function find(texts: Text[], pattern: RegExp): string[] {
  const global = new RegExp(pattern.source, pattern.flags.includes("g") ? pattern.flags : `${pattern.flags}g`);
  return texts.flatMap(({ where, text }) =>
    [...text.matchAll(global)].map(
      (match) => `${where}: …${text.slice(Math.max(0, match.index - 25), match.index + match[0].length + 25)}…`,
    ),
  );
}

const word = (words: string) => new RegExp(`(?<![\\p{L}])(?:${words})(?![\\p{L}])`, "iu");

/** Spanish tú forms: pronouns, possessives, common verbs and imperatives with a tú ending. */
const spanishTu = word(
  [
    "tú|tu|tus|ti|te|contigo|tuyo|tuya",
    "puedes|tienes|quieres|necesitas|buscas|prefieres|viajas|llegas|entras|estás|eres|vas|recibirás|encontrarás|verás|podrás|tendrás",
    "tengas|puedas|quieras|esperarte|darte|ayudarte",
    "escríbenos|llámanos|contáctanos|ten en cuenta",
  ].join("|"),
);
/** Spanish tú imperatives opening a sentence ("Elige tus fechas"); mid-sentence they are also usted's present ("usted elige"). */
const spanishImperative =
  /(?:^|[.!?:]\s+|\n)(?:Elige|Vuelve|Abre|Mira|Descubre|Disfruta|Consulta tus|Reserva tu)(?![\p{L}])/u;
/** Italian tu and voi forms (the guest is Lei). */
const italianTuVoi = word(
  [
    "tu|tuo|tua|tuoi|tue|ti|te|puoi|hai|sei|vuoi|devi|trovi|troverai|riceverai|potrai|scegli|contattaci|scrivici",
    "voi|vostro|vostra|vostri|vostre|potete|avete|siete|volete|trovate|troverete|riceverete|scegliete|verificate|prenotate|entrate|avvicinate",
    "vi ricordiamo|vi aspettiamo|vi invitiamo|vi preghiamo|aspettarvi|aspettarti|riprova oppure",
  ].join("|"),
);
/** French: : ; ! ? after a word or a plain space without a no-break space before them, and « » without one inside. */
const frenchPunctuation =
  /(?<=[\p{L}\p{N})»’*_ ])(?<![\u00a0\u202f])[:;!?](?=[\s*_)]|$)|«(?![\u00a0\u202f])|(?<![\u00a0\u202f])»/u;
/** German: "Strasse" (also in names: Bernauer Straße, Brunnenstraße). */
const germanStrasse = /strasse/i;

/** How each language words long stays, as the AGB do: "{{longStayDays}} nights or longer". */
const longStay: Record<Locale, RegExp> = {
  en: /stays of \{\{?longStayDays\}\}?\s+nights or longer/i,
  de: /von \{\{?longStayDays\}\}?\s+Nächten oder länger/,
  fr: /de \{\{?longStayDays\}\}?\s+nuits ou plus/,
  es: /de \{\{?longStayDays\}\}?\s+noches o más/,
  it: /di \{\{?longStayDays\}\}?\s+notti o più/,
};

export function voiceProblems(locale: Locale, texts: Text[]): string[] {
  const problems = [
    ...(locale === "es" ? find(texts, spanishTu).map((hit) => `tú: ${hit}`) : []),
    ...(locale === "es" ? find(texts, spanishImperative).map((hit) => `tú: ${hit}`) : []),
    ...(locale === "it" ? find(texts, italianTuVoi).map((hit) => `tu/voi: ${hit}`) : []),
    ...(locale === "fr" ? find(texts, frenchPunctuation).map((hit) => `typography: ${hit}`) : []),
    ...(locale === "de" ? find(texts, germanStrasse).map((hit) => `Straße: ${hit}`) : []),
  ];
  for (const { where, text } of texts) {
    for (const sentence of text.split(/(?<=[.!?])\s+|\n/)) {
      if (/longStayDays/.test(sentence) && !longStay[locale].test(sentence)) {
        problems.push(`long stays: ${where}: ${sentence.trim()}`);
      }
    }
  }
  return problems;
}

describe("one voice per language", () => {
  it("finds tú, tu/voi, French spacing, Strasse and another long-stay wording (the check can fail)", () => {
    const text = (value: string) => [{ where: "x", text: value }];
    expect(voiceProblems("es", text("Elige tus fechas. Puedes reservar."))).toHaveLength(3);
    expect(voiceProblems("es", text("Elija sus fechas y reserve. Usted elige; se abre."))).toEqual([]);
    expect(voiceProblems("it", text("Potete prenotare il vostro soggiorno; puoi anche scriverci."))).toHaveLength(3);
    expect(voiceProblems("it", text("Può prenotare il Suo soggiorno; vi aveva sede. Apri il menu."))).toEqual([]);
    expect(voiceProblems("fr", text("Carte : Berlin; « voir » https://a.fr 15:00"))).toHaveLength(4);
    expect(voiceProblems("fr", text("Carte\u00a0: Berlin\u202f; «\u00a0voir\u00a0» https://a.fr 15:00"))).toEqual([]);
    expect(voiceProblems("de", text("Wohnung in der Bernauer Strasse"))).toHaveLength(1);
    expect(voiceProblems("en", text("Stays of {longStayDays} days or longer possible."))).toHaveLength(1);
    expect(voiceProblems("en", text("Stays of {longStayDays} nights or longer are possible."))).toEqual([]);
  });

  it("the host's e-mail, phone and WhatsApp links, side by side, address the guest alike (usted, Lei)", () => {
    const formal = { es: /^(Escríbanos|Llámenos) /, it: /^Ci (scriva|chiami) / };
    for (const locale of ["es", "it"] as const) {
      const { emailUs, callUs } = ui[locale].embed;
      for (const label of [emailUs, callUs, ui[locale].contact.whatsappUs]) expect(label).toMatch(formal[locale]);
    }
  });

  for (const locale of locales) {
    it(`${locale}: every UI string, content text and legal text`, () => {
      const texts = textsOf(locale);
      expect(texts.length).toBeGreaterThan(150);
      expect(voiceProblems(locale, texts)).toEqual([]);
    });
  }
});
