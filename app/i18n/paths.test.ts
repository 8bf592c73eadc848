import { describe, expect, it } from "vitest";
import { isLocale, locales } from "../locales";
import { localeFromPath, localePath, switchLocalePath } from "./paths";

describe("locales", () => {
  it("are the five site languages, English first", () => {
    expect(locales).toEqual(["en", "de", "fr", "es", "it"]);
  });

  it("recognises only those", () => {
    expect(isLocale("de")).toBe(true);
    expect(isLocale("nl")).toBe(false);
    expect(isLocale("DE")).toBe(false);
    expect(isLocale(undefined)).toBe(false);
  });
});

describe("localeFromPath", () => {
  it("reads the first segment", () => {
    expect(localeFromPath("/fr/pberg")).toBe("fr");
    expect(localeFromPath("/it")).toBe("it");
  });

  it("falls back to English for other paths", () => {
    expect(localeFromPath("/")).toBe("en");
    expect(localeFromPath("/xx/agb")).toBe("en");
    expect(localeFromPath("/pberg")).toBe("en");
  });
});

describe("switchLocalePath", () => {
  it("keeps the rest of the path", () => {
    expect(switchLocalePath("/en/booknow/mitte", "de")).toBe("/de/booknow/mitte");
    expect(switchLocalePath("/de/impressum", "es")).toBe("/es/impressum");
  });

  it("switches the home page", () => {
    expect(switchLocalePath("/en", "it")).toBe("/it");
    expect(switchLocalePath("/en/", "fr")).toBe("/fr");
  });

  it("adds a language to a language-less path", () => {
    expect(switchLocalePath("/pberg", "de")).toBe("/de/pberg");
    expect(switchLocalePath("/", "de")).toBe("/de");
  });
});

describe("localePath", () => {
  it("builds paths without trailing slashes", () => {
    expect(localePath("de")).toBe("/de");
    expect(localePath("de", "")).toBe("/de");
    expect(localePath("fr", "booknow/pberg")).toBe("/fr/booknow/pberg");
    expect(localePath("es", "/agb/")).toBe("/es/agb");
  });
});
