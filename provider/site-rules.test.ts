// @vitest-environment node
import { describe, expect, it } from "vitest";
import { loadContent } from "../app/content/load.server";
import { stayRules } from "../app/stay/stay-rules.server";
import { parseStayRules, stayRulesReader } from "./site-rules";
import { assets, rules } from "./test-site";

const site = new URL("https://kiez.example/api/book");

describe("parseStayRules", () => {
  it("reads what the build writes from the content", () => {
    const built = JSON.parse(JSON.stringify(stayRules(loadContent())));
    expect(parseStayRules(built)).toEqual(built);
  });

  it("refuses an engine that is not the provider's, over https, without a query of its own", () => {
    for (const engine of [
      "http://booking.smoobu.com/9A1",
      "https://booking.smoobu.com.evil.example/9A1",
      "https://evil.example/booking.smoobu.com/9A1",
      "https://user@booking.smoobu.com/9A1",
      "https://booking.smoobu.com/9A1?next=https://evil.example",
      "https://booking.smoobu.com/",
      "//booking.smoobu.com/9A1",
      "javascript:alert(1)",
    ])
      expect(parseStayRules({ ...rules, engine }), engine).toBeNull();
  });

  it("refuses any other shape", () => {
    const variants = [
      null,
      [],
      { ...rules, accountId: 12345 },
      { ...rules, accountId: "12a" },
      { ...rules, longestStayNights: 0 },
      { ...rules, longestStayNights: 1.5 },
      { ...rules, apartments: {} },
      { ...rules, apartments: { "Pberg!": { smoobuId: "1", guests: 2 } } },
      { ...rules, apartments: { pberg: { smoobuId: "1", guests: 0 } } },
      { ...rules, apartments: { pberg: { smoobuId: "../1", guests: 2 } } },
      { ...rules, price: { ...rules.price, confirmed: "yes" } },
      { ...rules, price: { ...rules.price, cleaningFee: -1 } },
      { ...rules, price: { ...rules.price, cityTaxPercent: Number.NaN } },
    ];
    for (const value of variants) expect(parseStayRules(value), JSON.stringify(value)).toBeNull();
    // A slug JSON.parse makes an own key of, which a lookup would take for the object's prototype.
    expect(parseStayRules(JSON.parse(JSON.stringify(rules).replace('"pberg"', '"__proto__"')))).toBeNull();
  });

  it("keeps only the fields it knows", () => {
    const parsed = parseStayRules({ ...rules, extra: "x", apartments: { pberg: { smoobuId: "1", guests: 2, x: 1 } } });
    expect(parsed && Object.keys(parsed)).toEqual(["engine", "accountId", "longestStayNights", "apartments", "price"]);
    expect(parsed?.apartments).toEqual({ pberg: { smoobuId: "1", guests: 2 } });
  });
});

describe("stayRulesReader", () => {
  it("reads /stay.json once per isolate", async () => {
    const files = assets();
    const read = stayRulesReader(() => {});
    expect(await Promise.all([read(files, site), read(files, site)])).toEqual([rules, rules]);
    expect(await read(files, site)).toEqual(rules);
    expect(files.reads).toEqual(["/stay.json"]);
  });

  it("a failed read says why and is tried again on the next request", async () => {
    const lines: string[] = [];
    const read = stayRulesReader((line) => lines.push(line));
    const missing = assets(rules, 404);
    expect(await read(missing, site)).toBeNull();
    expect(await read(assets({ ...rules, engine: "https://evil.example/" }), site)).toBeNull();
    expect(await read(assets(), site)).toEqual(rules);
    expect(lines).toEqual([
      "stay rules: /stay.json answered 404",
      "stay rules: /stay.json has another shape than the build writes",
    ]);
  });
});
