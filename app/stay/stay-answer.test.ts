import { describe, expect, it } from "vitest";
import { getSiteMessages } from "../i18n/messages.server";
import { answerLines } from "./stay-answer";
import type { StayAnswer } from "./stay-rules";

const de = getSiteMessages("de").dates;
const en = getSiteMessages("en").dates;

describe("answerLines: the availability function's answer in the page's words", () => {
  it("available: whether, then the nights, or with a confirmed price the total in the page's way of writing money", () => {
    expect(answerLines({ status: "available", nights: 1 }, de, "de-DE")).toEqual({
      lines: [de.available, "1 Nacht"],
      tone: "yes",
    });
    expect(answerLines({ status: "available", nights: 5 }, en, "en-GB")!.lines).toEqual([en.available, "5 nights"]);
    const total = { amount: 1234.5, currency: "EUR" };
    expect(answerLines({ status: "available", nights: 5, total }, de, "de-DE")!.lines[1]).toBe(
      "1.234,50\u00a0€ gesamt für 5 Nächte, alle Pflichtkosten inklusive",
    );
    expect(answerLines({ status: "available", nights: 1, total }, en, "en-GB")!.lines[1]).toBe(
      "€1,234.50 total for 1 night, all compulsory costs included",
    );
    // A currency Intl does not know: the nights, never a made-up amount.
    const odd = { amount: 10, currency: "not a currency" };
    expect(answerLines({ status: "available", nights: 2, total: odd }, en, "en-GB")!.lines[1]).toBe("2 nights");
  });

  it("every reason the dates cannot be booked, in the page's words", () => {
    expect(answerLines({ status: "minimumStay", minimumNights: 7 }, de, "de-DE")).toEqual({
      lines: ["Nicht buchbar: Für diese Daten gilt ein Mindestaufenthalt von 7 Nächten"],
      tone: "no",
    });
    for (const status of ["weekday", "leadTime", "tooManyGuests", "gap", "unavailable"] as const)
      expect(answerLines({ status }, de, "de-DE"), status).toEqual({ lines: [de[status]], tone: "no" });
  });

  it("the provider's own message as text: markup in it stays characters", () => {
    const message = "<img src=x onerror=alert(1)> {nights} $& $1";
    expect(answerLines({ status: "other", message }, en, "en-GB")).toEqual({
      lines: [`Not bookable: ${message}`],
      tone: "no",
    });
  });

  it("failed and busy say so, and the guest can still book; no line where the host has no answer", () => {
    expect(answerLines({ status: "failed" }, de, "de-DE")).toEqual({ lines: [de.failed], tone: "info" });
    expect(answerLines({ status: "busy" }, de, "de-DE")).toEqual({ lines: [de.busy], tone: "info" });
    expect(answerLines({ status: "unconfigured" }, de, "de-DE")).toBeNull();
    expect(answerLines({ status: "invalid" }, de, "de-DE")).toBeNull();
    expect(answerLines({ status: "new" } as unknown as StayAnswer, de, "de-DE")).toBeNull();
  });
});
