import { describe, expect, it } from "vitest";
import { loadContent } from "../content/load.server";
import { de } from "../i18n/de";
import { en, type Messages } from "../i18n/en";
import { es } from "../i18n/es";
import { fr } from "../i18n/fr";
import { it as italian } from "../i18n/it";
import { locales, type Locale } from "../i18n/locales";
import { legalSource } from "./legal.server";

/**
 * The booking card and page state the cancellation and payment terms in short lines
 * (stay.freeCancellation, stay.payment) with the days from app/content/house.yaml; the AGB
 * (sections 3 and 5) state them in full. Both must say the same, in every language.
 */
const { house } = loadContent();
const messages: Record<Locale, Messages> = { en, de, fr, es, it: italian };

/** The AGB's sentences, each capturing its number of days. */
const agb: Record<Locale, { cancellation: RegExp; payment: RegExp }> = {
  de: {
    cancellation: /bis spätestens (\d+) Tage vor dem Anreisetag, \{\{checkIn\}\} Uhr, erstatten wir/,
    payment: /spätestens (\d+) Tage vor dem Anreisetag zu zahlen/,
  },
  en: {
    cancellation: /no later than (\d+) days before the day of arrival, \{\{checkIn\}\}, we refund/,
    payment: /paid no later than (\d+) days before the day of arrival/,
  },
  fr: {
    cancellation: /au plus tard (\d+) jours avant le jour d’arrivée, à \{\{checkIn\}\}, nous remboursons/,
    payment: /réglé au plus tard (\d+) jours avant le jour d’arrivée/,
  },
  es: {
    cancellation: /a más tardar, (\d+) días antes del día de llegada a las \{\{checkIn\}\}, reembolsamos/,
    payment: /abonarse a más tardar (\d+) días antes del día de llegada/,
  },
  it: {
    cancellation: /entro (\d+) giorni prima del giorno di arrivo, ore \{\{checkIn\}\}, rimborsiamo/,
    payment: /pagato entro e non oltre (\d+) giorni prima del giorno di arrivo/,
  },
};

const days = (text: string, pattern: RegExp) => Number(pattern.exec(text)?.[1]);

/** The city tax rate as the AGB write it ("7,5 %", "7.5 %"), read back as a number. */
const taxRate = (text: string) =>
  Number(
    /(\d+(?:[.,]\d+)?)\s?%/
      .exec(text.split("\n").find((line) => /Übernachtungsteuer/.test(line) && line.includes("%")) ?? "")?.[1]
      ?.replace(",", "."),
  );

describe.each(locales)("the short terms in %s", (locale) => {
  const source = legalSource(locale, "agb");

  it("name the AGB's days of free cancellation, at the check-in time", () => {
    expect(days(source, agb[locale].cancellation)).toBe(house.freeCancellationDays);
    expect(messages[locale].stay.freeCancellation).toMatch(/\{freeCancellationDays\}.*\{checkIn\}/);
  });

  it("state the city tax rate of house.yaml, which the apartment pages' questions name", () => {
    expect(taxRate(source)).toBe(house.cityTaxPercent);
  });

  it("name the AGB's payment deadline", () => {
    expect(days(source, agb[locale].payment)).toBe(house.paymentDueDays);
    expect(messages[locale].stay.payment).toContain("{paymentDueDays}");
  });
});

it("a different figure in the data is caught (the check can fail)", () => {
  expect(days(legalSource("de", "agb"), agb.de.cancellation)).not.toBe(house.freeCancellationDays + 1);
  expect(days("bis spätestens 7 Tage vor dem Anreisetag, {{checkIn}} Uhr, erstatten wir", agb.de.cancellation)).toBe(7);
  expect(taxRate("Übernachtungsteuer … derzeit 5 % des Nettoübernachtungspreises")).not.toBe(house.cityTaxPercent);
});
