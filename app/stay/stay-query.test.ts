import { describe, expect, it, vi } from "vitest";
import { berlinToday, engineUrl, lastBookableDay, readStay, readStayQuery, type StayReading } from "./stay-query";
import type { StayRules } from "./stay-rules";

const rules: StayRules = {
  engine: "https://booking.smoobu.com/9A12345",
  accountId: "12345",
  longestStayNights: 30,
  apartments: { pberg: { smoobuId: "678", guests: 4 }, mitte: { smoobuId: "679", guests: 6 } },
  price: { confirmed: false, cleaningFee: 0, includesCityTax: false, cityTaxPercent: 7.5 },
};
const today = "2026-12-07";
const good = { apartment: "pberg", arrival: "2027-01-10", departure: "2027-01-14", adults: "2", children: "1" };
const read = (values: Partial<typeof good>) => readStay({ ...good, ...values }, rules, today);
const problems = (reading: StayReading | null) => (reading && !reading.ok ? reading.errors : reading);
const query = (text: string) => readStayQuery(new URLSearchParams(text), rules, today);

describe("readStay", () => {
  it("reads a stay and its nights", () => {
    expect(read({})).toEqual({
      ok: true,
      stay: { apartment: "pberg", arrival: "2027-01-10", departure: "2027-01-14", adults: 2, children: 1 },
      nights: 4,
    });
  });

  it("refuses an arrival in the past, by Berlin's calendar; today is bookable", () => {
    expect(problems(read({ arrival: "2026-12-06", departure: "2026-12-09" }))).toEqual([
      { field: "arrival", problem: "past" },
    ]);
    expect(read({ arrival: today, departure: "2026-12-08" }).ok).toBe(true);
  });

  it("refuses a departure on or before the arrival", () => {
    expect(problems(read({ departure: "2027-01-09" }))).toEqual([{ field: "departure", problem: "notAfterArrival" }]);
    expect(problems(read({ departure: "2027-01-10" }))).toEqual([{ field: "departure", problem: "notAfterArrival" }]);
  });

  it("refuses a date that does not exist or is not year-month-day", () => {
    for (const date of ["2027-02-30", "2027-13-01", "2027-1-10", "10/01/2027", "2027-01-10T00:00", "", "x"])
      expect(problems(read({ arrival: date })), date).toEqual([
        { field: "arrival", problem: date ? "invalid" : "missing" },
      ]);
  });

  it("refuses a date beyond 18 months from today", () => {
    expect(lastBookableDay(today)).toBe("2028-06-07");
    expect(read({ arrival: "2028-06-01", departure: "2028-06-07" }).ok).toBe(true);
    expect(problems(read({ arrival: "2028-06-01", departure: "2028-06-08" }))).toEqual([
      { field: "departure", problem: "tooFar" },
    ]);
    expect(problems(read({ arrival: "2046-12-07", departure: "2046-12-08" }))).toEqual([
      { field: "arrival", problem: "tooFar" },
      { field: "departure", problem: "tooFar" },
    ]);
    // A month shorter than today's day: its last day.
    expect(lastBookableDay("2026-08-31")).toBe("2028-02-29");
  });

  it("refuses a stay longer than the operator's longest", () => {
    expect(read({ departure: "2027-02-09" }).ok).toBe(true);
    expect(problems(read({ departure: "2027-02-10" }))).toEqual([{ field: "departure", problem: "tooLong" }]);
  });

  it("refuses more guests than the apartment sleeps, and no adult", () => {
    expect(read({ adults: "3", children: "1" }).ok).toBe(true);
    expect(problems(read({ adults: "3", children: "2" }))).toEqual([{ field: "children", problem: "tooManyGuests" }]);
    expect(problems(read({ adults: "5", children: "0" }))).toEqual([{ field: "adults", problem: "tooManyGuests" }]);
    expect(problems(read({ adults: "0" }))).toEqual([{ field: "adults", problem: "noAdult" }]);
    expect(problems(read({ adults: "-1" }))).toEqual([{ field: "adults", problem: "invalid" }]);
    expect(problems(read({ adults: "2.5" }))).toEqual([{ field: "adults", problem: "invalid" }]);
    expect(problems(read({ children: "1e1" }))).toEqual([{ field: "children", problem: "invalid" }]);
  });

  it("knows only the rules' apartments, not an object's own names", () => {
    for (const slug of ["__proto__", "constructor", "toString", "hasOwnProperty", "PBERG", "pberg ", "../pberg"])
      expect(problems(read({ apartment: slug })), slug).toEqual([{ field: "apartment", problem: "unknownApartment" }]);
    expect(problems(read({ apartment: "" }))).toEqual([{ field: "apartment", problem: "missing" }]);
  });
});

describe("readStayQuery", () => {
  const text = "apartment=pberg&arrival=2027-01-10&departure=2027-01-14&adults=2&children=0";

  it("reads the form's parameters and the page's language", () => {
    expect(query(`${text}&lang=de`)?.ok).toBe(true);
    expect(query("apartment=pberg&arrival=2027-01-10&departure=2027-01-14&adults=2")?.ok).toBe(true);
  });

  it("refuses the whole query for an unknown or a repeated parameter", () => {
    for (const extra of [
      "&x=1",
      "&next=https://evil.example",
      "&apartmentId=1",
      "&adults=3",
      "&lang=de&lang=en",
      "&__proto__=1",
    ])
      expect(query(text + extra), extra).toBeNull();
    expect(query(`apartment=pberg&${text}`)).toBeNull();
  });

  it("reads what a form sends of a smuggled value as a problem, never as a host", () => {
    for (const value of ["//evil.example", "https://evil.example", "%2F%2Fevil", "pberg%0d%0aLocation:%20x", "@evil"])
      expect(problems(query(text.replace("apartment=pberg", `apartment=${value}`))), value).toEqual([
        { field: "apartment", problem: "unknownApartment" },
      ]);
  });
});

describe("engineUrl", () => {
  it("is the engine with the provider's apartment id, day/month/year dates and the guests", () => {
    const reading = query("apartment=mitte&arrival=2027-01-10&departure=2027-02-03&adults=3&children=2");
    expect(reading?.ok).toBe(true);
    if (!reading?.ok) return;
    expect(engineUrl(rules, reading.stay)).toBe(
      "https://booking.smoobu.com/9A12345?apartmentId=679&arrivalDate=10%2F01%2F2027&departureDate=03%2F02%2F2027&adults=3&children=2",
    );
  });
});

describe("berlinToday", () => {
  it("is Berlin's date, which is a day ahead of UTC late in the evening", () => {
    expect(berlinToday(new Date("2026-12-07T22:59:00Z"))).toBe("2026-12-07");
    expect(berlinToday(new Date("2026-12-07T23:00:00Z"))).toBe("2026-12-08");
    // Summer time: UTC+2.
    expect(berlinToday(new Date("2027-07-01T22:00:00Z"))).toBe("2027-07-02");
  });

  it("is year-month-day whatever a locale's pattern is (WebKit writes en-CA as 12/7/2026)", () => {
    // `format` is a getter of the prototype that returns the bound formatting function.
    const prototype = Intl.DateTimeFormat.prototype as unknown as { format: unknown };
    const format = vi.spyOn(prototype, "format", "get").mockReturnValue(() => "12/7/2026");
    try {
      expect(berlinToday(new Date("2026-12-07T12:00:00Z"))).toBe("2026-12-07");
    } finally {
      format.mockRestore();
    }
  });
});
