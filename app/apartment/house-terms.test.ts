import { describe, expect, it } from "vitest";
import { loadContent } from "../content/load.server";
import { operator } from "../content/operator";
import { parseOperator } from "../content/schema.server";
import { de } from "../i18n/de";
import { en, type Messages } from "../i18n/en";
import { es } from "../i18n/es";
import { format, percentText, timeText } from "../i18n/format";
import { fr } from "../i18n/fr";
import { it as italian } from "../i18n/it";
import { locales, type Locale } from "../locales";
import { fillTokens, legalSource, legalTokens } from "../legal/legal.server";
import { filledMessages } from "../i18n/messages.server";

/**
 * The booking card and page state the cancellation and payment terms in short lines
 * (stay.freeCancellation, stay.payment), the apartment pages' questions the city tax; the AGB
 * (sections 3 to 5) state them in full. All of them read the figures from app/content/house.yaml,
 * so that changing one figure there changes every page, the binding AGB included.
 */
const { house } = loadContent();
const messages: Record<Locale, Messages> = { en, de, fr, es, it: italian };

/** The AGB's sentences that state a house term, each capturing what stands where the figure goes. */
const agb: Record<Locale, { cancellation: RegExp; payment: RegExp; cityTax: RegExp }> = {
  de: {
    cancellation: /bis spätestens (\S+) Tage vor dem Anreisetag, \S+ Uhr, erstatten wir/,
    payment: /spätestens (\S+) Tage vor dem Anreisetag zu zahlen/,
    cityTax: /Sie beträgt derzeit (.+?) des Nettoübernachtungspreises/,
  },
  en: {
    cancellation: /no later than (\S+) days before the day of arrival, \S+, we refund/,
    payment: /paid no later than (\S+) days before the day of arrival/,
    cityTax: /It currently amounts to (.+?) of the net accommodation price/,
  },
  fr: {
    cancellation: /au plus tard (\S+) jours avant le jour d’arrivée, à [^,]+, nous remboursons/,
    payment: /réglé au plus tard (\S+) jours avant le jour d’arrivée/,
    cityTax: /Elle s’élève actuellement à (.+?) du prix net/,
  },
  es: {
    cancellation: /a más tardar, (\S+) días antes del día de llegada a las \S+, reembolsamos/,
    payment: /abonarse a más tardar (\S+) días antes del día de llegada/,
    cityTax: /Actualmente asciende al (.+?) del precio neto/,
  },
  it: {
    cancellation: /fino a (\S+) giorni prima del giorno di arrivo, ore \S+, rimborsiamo/,
    payment: /pagato entro e non oltre (\S+) giorni prima del giorno di arrivo/,
    cityTax: /Essa ammonta attualmente al (.+?) del prezzo netto/,
  },
};

const figure = (text: string, pattern: RegExp) => pattern.exec(text)?.[1];

describe.each(locales)("the house terms in %s", (locale) => {
  const source = legalSource(locale, "agb");
  const terms = agb[locale];

  it("are written as tokens in the AGB, never as typed figures", () => {
    expect(figure(source, terms.cancellation)).toBe("{{freeCancellationDays}}");
    expect(figure(source, terms.payment)).toBe("{{paymentDueDays}}");
    expect(figure(source, terms.cityTax)).toBe("{{cityTax}}");
  });

  it("read the same figures in the AGB as on the booking pages and in the questions", () => {
    const filled = fillTokens(source, legalTokens(parseOperator(operator), locale), "agb.md");
    const values = { freeCancellationDays: house.freeCancellationDays, paymentDueDays: house.paymentDueDays };
    expect(format(messages[locale].stay.freeCancellation, values, locale)).toContain(
      figure(filled, terms.cancellation),
    );
    expect(format(messages[locale].stay.payment, values, locale)).toContain(figure(filled, terms.payment));
    expect(figure(filled, terms.cityTax)).toBe(percentText(house.cityTaxPercent, locale));
  });

  it("a late cancellation costs the full price less what the AGB deduct, on the booking pages too", () => {
    // AGB § 5: saved expenses and income from letting the apartment again are deducted.
    const deduction = { en: /less/, de: /abzüglich/, fr: /moins/, es: /menos/, it: /meno/ }[locale];
    expect(messages[locale].stay.lateCancellation).toMatch(deduction);
  });
});

it("a figure typed into the AGB is caught (the check can fail)", () => {
  const typed = legalSource("de", "agb").replace("{{freeCancellationDays}}", "5");
  expect(figure(typed, agb.de.cancellation)).not.toBe("{{freeCancellationDays}}");
});

it("French writes the house times as French does (15 h), on the pages and in the AGB; the others keep 15:00", () => {
  const [checkIn, checkOut] = [house.checkIn, house.checkOut].map((time) => timeText(time, "fr"));
  expect(checkIn).toMatch(/^\d{1,2}\u00a0h/);
  expect(filledMessages("fr").stay.checkIn).toBe(`Arrivée à partir de ${checkIn}`);
  expect(filledMessages("fr").stay.checkOut).toBe(`Départ au plus tard à ${checkOut}`);
  const agb = fillTokens(legalSource("fr", "agb"), legalTokens(parseOperator(operator), "fr"), "agb.md");
  expect(agb).toContain(`L’arrivée est possible à partir de ${checkIn}`);
  expect(agb).not.toMatch(/\d:\d\d/);
  expect(filledMessages("de").stay.checkIn).toBe(`Check-in ab ${house.checkIn} Uhr`);
  expect(filledMessages("en").stay.checkIn).toBe(`Check-in from ${house.checkIn}`);
});
