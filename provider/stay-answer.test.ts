import { describe, expect, it } from "vitest";
import type { QuotedPrice } from "../app/stay/stay-rules";
import { plainMessage, stayAnswer } from "./stay-answer";

const unconfirmed: QuotedPrice = { confirmed: false, cleaningFee: 0, includesCityTax: false, cityTaxPercent: 7.5 };
const confirmed: QuotedPrice = { confirmed: true, cleaningFee: 60, includesCityTax: false, cityTaxPercent: 7.5 };
const refused = (error: object) => ({ availableApartments: [], prices: [], errorMessages: { "678": error } });
const open = { availableApartments: [678], prices: { "678": { price: 400, currency: "EUR" } }, errorMessages: [] };

describe("stayAnswer", () => {
  it("available: with a total only once the operator has confirmed what the amount includes", () => {
    expect(stayAnswer(open, "678", 4, unconfirmed)).toEqual({ status: "available", nights: 4 });
    // 400 + 60 cleaning + 7.5 % of 400 city tax.
    expect(stayAnswer(open, "678", 4, confirmed)).toEqual({
      status: "available",
      nights: 4,
      total: { amount: 490, currency: "EUR" },
    });
    // No city tax from six months on.
    expect(stayAnswer(open, "678", 183, confirmed)).toMatchObject({ total: { amount: 460 } });
  });

  it("available without an amount it cannot trust: none, not a number, not euros", () => {
    for (const prices of [
      [],
      {},
      { "678": { price: "400", currency: "EUR" } },
      { "678": { price: 400, currency: "USD" } },
    ])
      expect(stayAnswer({ ...open, prices }, "678", 4, confirmed), JSON.stringify(prices)).toEqual({
        status: "available",
        nights: 4,
      });
  });

  it("matches the apartment's id whether the provider writes it as a number or a string", () => {
    expect(stayAnswer({ ...open, availableApartments: ["678"] }, "678", 4, unconfirmed)?.status).toBe("available");
    expect(stayAnswer(open, "0678", 4, unconfirmed)?.status).toBe("available");
    expect(stayAnswer({ ...open, availableApartments: [679] }, "678", 4, unconfirmed)?.status).toBe("unavailable");
  });

  it("maps each of the provider's error codes to its reason", () => {
    const cases: [object, object][] = [
      [
        { errorCode: 401, minimumLengthOfStay: 7 },
        { status: "minimumStay", minimumNights: 7 },
      ],
      [{ errorCode: 402, message: "x" }, { status: "weekday" }],
      [{ errorCode: 403, message: "x" }, { status: "leadTime" }],
      [{ errorCode: 400, message: "x" }, { status: "tooManyGuests" }],
      [{ errorCode: 404, message: "x" }, { status: "gap" }],
      [{ errorCode: "402" }, { status: "weekday" }],
      [
        { errorCode: 401, message: "Minimum stay not met" },
        { status: "other", message: "Minimum stay not met" },
      ],
      [
        { errorCode: 409, message: "Closed for works" },
        { status: "other", message: "Closed for works" },
      ],
      [{ errorCode: 409 }, { status: "unavailable" }],
      [{ errorCode: 409, message: " \u0000 " }, { status: "unavailable" }],
    ];
    for (const [error, expected] of cases)
      expect(stayAnswer(refused(error), "678", 4, unconfirmed), JSON.stringify(error)).toEqual(expected);
  });

  it("a minimum stay even when the apartment is also listed as available (one real account does this)", () => {
    const body = { ...open, errorMessages: { "678": { errorCode: 401, minimumLengthOfStay: 5 } } };
    expect(stayAnswer(body, "678", 3, confirmed)).toEqual({ status: "minimumStay", minimumNights: 5 });
  });

  it("not listed and no error: unavailable; another shape: null", () => {
    expect(stayAnswer({ availableApartments: [], prices: [], errorMessages: [] }, "678", 4, unconfirmed)).toEqual({
      status: "unavailable",
    });
    for (const body of [null, "x", [], {}, { availableApartments: "678" }])
      expect(stayAnswer(body, "678", 4, unconfirmed), JSON.stringify(body)).toBeNull();
  });
});

describe("plainMessage", () => {
  it("keeps markup as the characters it is: the page shows it as text", () => {
    expect(plainMessage("<img src=x onerror=alert(1)>")).toBe("<img src=x onerror=alert(1)>");
  });

  it("drops control and direction characters, joins lines, trims and caps the length", () => {
    expect(plainMessage("  Closed\u0000 for\u001b[31m\r\nworks\u202e!  ")).toBe("Closed for [31m works !");
    const long = plainMessage("x".repeat(500));
    expect([...long]).toHaveLength(200);
    expect(long.endsWith("…")).toBe(true);
    expect(plainMessage(42)).toBe("");
  });
});
