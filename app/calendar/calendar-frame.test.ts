import { describe, expect, it } from "vitest";
import { apartmentFacts } from "../../tests/content";
import { calendarFramePath, calendarFrameSandbox, calendarFrameUrl, readCalendarReport } from "./calendar-frame";

const { mitte } = apartmentFacts;

describe("calendarFrameUrl", () => {
  it("passes the apartment, language, hash and the control names to the frame document", () => {
    const url = new URL(
      calendarFrameUrl("it", mitte, { prev: "Mese precedente", next: "Mese successivo", title: "Calendario" }),
      "https://site.test",
    );
    expect(url.pathname).toBe(calendarFramePath);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      lang: "it",
      apartment: mitte.smoobuId,
      verification: mitte.verificationHash,
      prev: "Mese precedente",
      next: "Mese successivo",
      title: "Calendario",
    });
  });

  it("sandboxes the frame to scripts alone (an opaque origin)", () => {
    expect(calendarFrameSandbox).toBe("allow-scripts");
  });
});

describe("readCalendarReport", () => {
  it("reads the frame's state and height", () => {
    expect(readCalendarReport({ kiezCalendar: 1, state: "drawn", height: 612 })).toEqual({
      state: "drawn",
      height: 612,
    });
    expect(readCalendarReport({ kiezCalendar: 1, state: "failed" })).toEqual({ state: "failed" });
  });

  it("ignores other messages and nonsense values", () => {
    expect(readCalendarReport("drawn")).toBeNull();
    expect(readCalendarReport(null)).toBeNull();
    expect(readCalendarReport({ state: "drawn" })).toBeNull();
    expect(readCalendarReport({ kiezCalendar: 1, state: "gone", height: -5 })).toEqual({});
    expect(readCalendarReport({ kiezCalendar: 1, height: 1e9 })).toEqual({});
    expect(readCalendarReport({ kiezCalendar: 1, height: "600" })).toEqual({});
  });
});
