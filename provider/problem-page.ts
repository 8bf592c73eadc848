import { de } from "../app/i18n/de";
import { en, type Messages } from "../app/i18n/en";
import { es } from "../app/i18n/es";
import { format } from "../app/i18n/format";
import { fr } from "../app/i18n/fr";
import { it } from "../app/i18n/it";
import { defaultLocale, isLocale, type Locale } from "../app/locales";
import { horizonMonths, type StayError } from "../app/stay/stay-query";
import type { StayRules } from "../app/stay/stay-rules";
import { escapeHtml } from "./responses";

// The page a guest meets when the form was sent without the page's script (or from a hand-made
// address) and the stay cannot be booked: what is wrong, in the page's words, and the way back.

const messages: Record<Locale, Messages> = { en, de, fr, es, it };

/** The language a query names, only once and only one of the site's; else English. */
export function queryLocale(query: URLSearchParams): Locale {
  const values = query.getAll("lang");
  return values.length === 1 && isLocale(values[0]) ? values[0] : defaultLocale;
}

/** The apartment a query names, only once and only one of the rules'. */
export function queryApartment(query: URLSearchParams, rules: StayRules | null): string | null {
  const values = query.getAll("apartment");
  return rules && values.length === 1 && Object.hasOwn(rules.apartments, values[0]!) ? values[0]! : null;
}

/** One line per problem, the field's label first; the apartment's own problems have no words here. */
export function problemLines(
  errors: StayError[],
  rules: StayRules,
  apartment: string | null,
  locale: Locale,
  today: string,
) {
  const dates = messages[locale].dates;
  const guests = apartment ? rules.apartments[apartment]!.guests : 0;
  const text = ({ field, problem }: StayError): string | null => {
    switch (problem) {
      case "missing":
      case "invalid":
        return field === "adults" || field === "children"
          ? dates.invalidCount
          : problem === "missing"
            ? dates.missing
            : format(dates.invalid, { example: today }, locale);
      case "past":
      case "notAfterArrival":
      case "noAdult":
        return dates[problem];
      case "tooLong":
        return format(dates.tooLong, { nights: rules.longestStayNights }, locale);
      case "tooFar":
        return format(dates.tooFar, { months: horizonMonths }, locale);
      case "tooManyGuests":
        return format(dates.tooManyGuestsField, { guests }, locale);
      case "unknownApartment":
        return null;
    }
  };
  // French sets a narrow no-break space before the colon.
  const colon = locale === "fr" ? "\u202f: " : ": ";
  return errors.flatMap((error) => {
    const line = error.field === "apartment" ? null : text(error);
    return line === null ? [] : [`${dates[error.field as Exclude<typeof error.field, "apartment">]}${colon}${line}`];
  });
}

export interface ProblemPage {
  locale: Locale;
  /** The apartment page to go back to, or null for the language's home page. */
  apartment: string | null;
  lines: string[];
}

export function problemPage({ locale, apartment, lines }: ProblemPage): string {
  const text = messages[locale];
  const back = apartment
    ? { href: `/${locale}/${apartment}`, label: text.dates.back }
    : { href: `/${locale}`, label: text.notFound.backHome };
  const list = lines.length
    ? `\n    <ul>\n${lines.map((line) => `      <li>${escapeHtml(line)}</li>`).join("\n")}\n    </ul>`
    : "";
  return `<!doctype html>
<html lang="${locale}">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex, nofollow" />
    <title>${escapeHtml(text.dates.problemTitle)}</title>
  </head>
  <body>
    <h1>${escapeHtml(text.dates.problemTitle)}</h1>${list}
    <p><a href="${escapeHtml(back.href)}">${escapeHtml(back.label)}</a></p>
  </body>
</html>
`;
}
