import { describe, expect, it } from "vitest";
import { en } from "./en";
import { format, percentText, timeText } from "./format";

describe("format", () => {
  it("fills placeholders and leaves an unknown one as it is, so a mistake shows", () => {
    expect(format("Check-in from {checkIn}, {nope}", { checkIn: "15:00" })).toBe("Check-in from 15:00, {nope}");
  });

  it("picks a language's plural form, an exact number first", () => {
    const guests = "{count, plural, =0 {no guests} one {# guest} other {# guests}}";
    expect([0, 1, 2].map((count) => format(guests, { count }))).toEqual(["no guests", "1 guest", "2 guests"]);
    expect(format("{n, plural, one {# Nacht} other {# Nächte}}", { n: 1000 }, "de")).toBe("1.000 Nächte");
  });

  it("picks a language's ordinal form: an English floor above the sixth", () => {
    const floors = [1, 3, 7, 11, 12, 13, 21, 22, 23, 24].map((floor) => format(en.guestQuestions.floor, { floor }));
    expect(floors).toEqual([
      "first floor",
      "third floor",
      "7th floor",
      "11th floor",
      "12th floor",
      "13th floor",
      "21st floor",
      "22nd floor",
      "23rd floor",
      "24th floor",
    ]);
  });
});

it("timeText writes a time of day as the language does in running text: French 15 h, 7 h, 15 h 30", () => {
  expect(["15:00", "07:00", "15:30"].map((time) => timeText(time, "fr"))).toEqual([
    "15\u00a0h",
    "7\u00a0h",
    "15\u00a0h\u00a030",
  ]);
  expect(["en", "de", "es", "it"].map((locale) => timeText("15:00", locale))).toEqual([
    "15:00",
    "15:00",
    "15:00",
    "15:00",
  ]);
  expect(timeText("noon", "fr")).toBe("noon");
});

it("percentText writes a percentage as the language does", () => {
  expect(["en", "de", "it"].map((locale) => percentText(7.5, locale))).toEqual(["7.5%", "7,5\u00a0%", "7,5%"]);
});
