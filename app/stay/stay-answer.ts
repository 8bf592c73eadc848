import type { Messages } from "../i18n/en";
import { format } from "../i18n/format";
import type { StayAnswer } from "./stay-rules";

/** How an answer reads: "yes" the dates can be booked, "no" they cannot, "info" nobody knows just now. */
export type AnswerTone = "yes" | "no" | "info";

const price = (amount: number, currency: string, locale: string) => {
  try {
    return new Intl.NumberFormat(locale, { style: "currency", currency }).format(amount);
  } catch {
    return null;
  }
};

/**
 * The availability function's answer in the page's words: its lines (the first says whether, the
 * second what it costs or how long it is), or null where the page says nothing (no provider set
 * up, a question the server refused, an answer it does not know). Text only: the page sets it as
 * text, so the provider's own message (`other`) cannot become markup.
 */
export function answerLines(
  answer: StayAnswer,
  words: Messages["dates"],
  locale: string,
): { lines: string[]; tone: AnswerTone } | null {
  switch (answer.status) {
    case "available": {
      const { nights, total } = answer;
      const amount = total && price(total.amount, total.currency, locale);
      const detail = amount
        ? format(words.total, { amount, nights }, locale)
        : format(words.nights, { nights }, locale);
      return { lines: [words.available, detail], tone: "yes" };
    }
    case "minimumStay":
      return { lines: [format(words.minimumStay, { nights: answer.minimumNights }, locale)], tone: "no" };
    case "weekday":
    case "leadTime":
    case "tooManyGuests":
    case "gap":
    case "unavailable":
      return { lines: [words[answer.status]], tone: "no" };
    case "other":
      return { lines: [format(words.other, { message: String(answer.message) }, locale)], tone: "no" };
    case "failed":
    case "busy":
      return { lines: [words[answer.status]], tone: "info" };
    default:
      return null;
  }
}
