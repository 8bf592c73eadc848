import { describe, expect, it } from "vitest";
import { operator } from "./operator";
import { parseOperator } from "./schema.server";

/** The shipped data with some fields replaced (undefined removes a field). */
function withFields(changes: Record<string, unknown>): Record<string, unknown> {
  const copy: Record<string, unknown> = structuredClone(operator);
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined) delete copy[key];
    else copy[key] = value;
  }
  return copy;
}

function errorOf(input: unknown): string {
  try {
    parseOperator(input);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error("parseOperator accepted the input");
}

describe("parseOperator", () => {
  it("accepts the shipped configuration and returns it typed", () => {
    const config = parseOperator(operator);
    expect(config).toEqual(operator);
  });

  it("accepts a WhatsApp number with or without spaces, empty or absent (no WhatsApp)", () => {
    expect(parseOperator(withFields({ whatsapp: "+49 151 23456789" })).whatsapp).toBe("+49 151 23456789");
    expect(parseOperator(withFields({ whatsapp: "4915123456789" })).whatsapp).toBe("4915123456789");
    expect(parseOperator(withFields({ whatsapp: "" })).whatsapp).toBe("");
    expect(parseOperator(withFields({ whatsapp: undefined })).whatsapp).toBeUndefined();
  });

  it("rejects a WhatsApp number that is not an international number, naming the field", () => {
    for (const whatsapp of ["0151 2345678", "+49 (151) 2345678", "wa.me/49151"]) {
      expect(errorOf(withFields({ whatsapp }))).toMatch(
        /^app\/content\/operator\.yaml: whatsapp: expected the international number/,
      );
    }
  });

  it("accepts an empty VAT id (no VAT id)", () => {
    expect(parseOperator(withFields({ vatId: "" })).vatId).toBe("");
  });

  it("rejects a malformed e-mail, naming file and field", () => {
    expect(errorOf(withFields({ email: "hello@" }))).toBe(
      "app/content/operator.yaml: email: expected an e-mail address like hello@your-domain.de",
    );
  });

  it("rejects a URL that is not https or ends with a slash", () => {
    expect(errorOf(withFields({ siteUrl: "http://www.example.com" }))).toMatch(
      /^app\/content\/operator\.yaml: siteUrl: expected an https URL/,
    );
    expect(errorOf(withFields({ siteUrl: "not a url" }))).toMatch(/siteUrl: expected an https URL/);
    expect(errorOf(withFields({ siteUrl: "https://www.example.com/" }))).toBe(
      "app/content/operator.yaml: siteUrl: must not end with a slash",
    );
  });

  it("rejects an account id that is not digits, naming the field", () => {
    expect(errorOf(withFields({ smoobuAccountId: "abc" }))).toBe(
      "app/content/operator.yaml: smoobuAccountId: expected digits",
    );
  });

  it("rejects a missing field", () => {
    expect(errorOf(withFields({ phone: undefined }))).toBe("app/content/operator.yaml: phone: missing");
  });

  it("rejects other malformed values and unknown fields, one line each", () => {
    const message = errorOf(
      withFields({ postcode: "1011", phone: "030 123456", vatId: "DE12", brand: " ", emial: "x@example.com" }),
    );
    expect(message.split("\n")).toEqual([
      "app/content/operator.yaml: brand: must not be empty",
      "app/content/operator.yaml: postcode: expected a five-digit postcode",
      "app/content/operator.yaml: phone: expected an international phone number like +49 30 1234567",
      'app/content/operator.yaml: vatId: expected a German VAT id like DE123456789, or "" if there is none',
      "app/content/operator.yaml: emial: unknown field",
    ]);
  });

  it("takes the country as a known two-letter code, not a name", () => {
    for (const country of ["Deutschland", "de", "XY"])
      expect(errorOf(withFields({ country })), country).toBe(
        "app/content/operator.yaml: country: expected the country's two-letter code like DE",
      );
    expect(() => parseOperator(withFields({ country: "AT" }))).not.toThrow();
  });

  it("rejects a value of the wrong type", () => {
    expect(errorOf(withFields({ city: 10115 }))).toBe("app/content/operator.yaml: city: expected text in quotes");
    expect(errorOf(null)).toBe("app/content/operator.yaml: the file: expected object");
  });
});
