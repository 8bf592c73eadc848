import { describe, expect, it } from "vitest";
import { chooseEncoding, parseRange } from "./negotiate.mjs";

describe("chooseEncoding", () => {
  const both = ["br", "gzip"];
  it.each([
    ["br, gzip", "br"],
    ["gzip, deflate", "gzip"],
    ["br;q=0, gzip;q=0", null],
    ["br;q=0, gzip", "gzip"],
    ["BR;Q=1", "br"],
    ["br;q=0.2, gzip;q=0.8", "gzip"],
    ["br;q=x, gzip", "gzip"],
    [";;;,,=q=,br;q=x", null],
    ["*", "br"],
    ["*;q=0.5, br;q=0", "gzip"],
    ["identity", null],
    [undefined, null],
  ])("%s → %s", (header, expected) => expect(chooseEncoding(header, both)).toBe(expected));

  it("offers only the variants that exist", () => expect(chooseEncoding("br, gzip", ["gzip"])).toBe("gzip"));
});

describe("parseRange", () => {
  it.each([
    ["bytes=0-10", 100, { start: 0, end: 10 }],
    ["bytes=90-", 100, { start: 90, end: 99 }],
    ["bytes=-10", 100, { start: 90, end: 99 }],
    ["bytes=0-18446744073709551615", 100, { start: 0, end: 99 }],
    ["bytes=-18446744073709551615", 100, { start: 0, end: 99 }],
    ["bytes=18446744073709551615-", 100, "unsatisfiable"],
    ["bytes=100-", 100, "unsatisfiable"],
    ["bytes=-0", 100, "unsatisfiable"],
    ["bytes=5-2", 100, null],
    ["bytes=0-1,2-3", 100, null],
    ["bytes=abc", 100, null],
    ["items=0-10", 100, null],
    ["bytes=-", 100, null],
    [undefined, 100, null],
  ])("%s of %i bytes", (header, size, expected) => expect(parseRange(header, size)).toEqual(expected));
});
