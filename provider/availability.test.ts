// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { berlinToday, dateOfDay, dayNumber } from "../app/stay/stay-query";
import { markupMessage, startFakeProvider, testCredentials } from "../tests/provider/fake-api.mjs";
import { availabilityHandler, type AvailabilityOptions } from "./availability";
import type { ProviderEnv } from "./settings";
import { assets, rules } from "./test-site";

// The function against the fake provider on loopback (tests/provider/fake-api.mjs), which checks
// each signature as the research note documents it; its answer depends on the arrival's day.

let fake: Awaited<ReturnType<typeof startFakeProvider>>;
beforeAll(async () => {
  fake = await startFakeProvider({ slowMs: 1500 });
});
afterAll(() => fake.close());

/** The next arrival on that day of the month, a few days ahead (the real clock: the fake checks it). */
function arrivalOn(day: number): string {
  const today = dayNumber(berlinToday())!;
  for (let at = today + 3; ; at++) if (Number(dateOfDay(at).slice(8)) === day) return dateOfDay(at);
}
const stay = (day: number, nights = 3, guests = "adults=2&children=1", apartment = "pberg") => {
  const arrival = arrivalOn(day);
  return `apartment=${apartment}&arrival=${arrival}&departure=${dateOfDay(dayNumber(arrival)! + nights)}&${guests}`;
};

function site(options: AvailabilityOptions = {}, env: Partial<ProviderEnv> = {}, stayJson: unknown = rules) {
  const lines: string[] = [];
  const availability = availabilityHandler({ log: (line) => lines.push(line), ...options });
  const settings: ProviderEnv = {
    ASSETS: assets(stayJson),
    SMOOBU_API_KEY: testCredentials.key,
    SMOOBU_API_SECRET: testCredentials.secret,
    SMOOBU_API_URL: fake.origin,
    ...env,
  };
  const ask = async (query: string) => {
    const response = await availability(new Request(`https://kiez.example/api/availability?${query}`), settings);
    return { status: response.status, headers: response.headers, body: await response.json() };
  };
  return { ask, lines };
}

describe("/api/availability against the provider", () => {
  it("maps each of the provider's answers", async () => {
    const { ask, lines } = site();
    const cases: [number, object][] = [
      [1, { status: "available", nights: 3 }],
      [2, { status: "unavailable" }],
      [3, { status: "minimumStay", minimumNights: 7 }],
      [4, { status: "minimumStay", minimumNights: 5 }],
      [5, { status: "weekday" }],
      [6, { status: "leadTime" }],
      [7, { status: "tooManyGuests" }],
      [8, { status: "gap" }],
      [9, { status: "other", message: markupMessage }],
    ];
    for (const [day, expected] of cases) {
      const answer = await ask(stay(day));
      expect(answer, `day ${day}`).toMatchObject({ status: 200, body: expected });
      expect(answer.headers.get("content-type")).toBe("application/json; charset=utf-8");
      expect(answer.headers.get("cache-control")).toBe("no-store");
      expect(answer.headers.get("x-content-type-options")).toBe("nosniff");
    }
    expect(lines).toEqual([]);
  });

  it("a provider message is plain, short text", async () => {
    const { body } = await site().ask(stay(15));
    expect(body.status).toBe("other");
    expect(body.message).toMatch(/^Closed for \[31m works x+…$/);
    expect([...body.message]).toHaveLength(200);
  });

  it("a total only once the operator has confirmed what the amount includes, every compulsory part in it", async () => {
    const price = { confirmed: true, cleaningFee: 50, includesCityTax: false, cityTaxPercent: 7.5 };
    const { body } = await site({}, {}, { ...rules, price }).ask(stay(1));
    // 480 + 50 cleaning + 7.5 % of 480.
    expect(body).toEqual({ status: "available", nights: 3, total: { amount: 566, currency: "EUR" } });
  });

  it("fails, saying why in one line and nothing secret, on a refused signature, an error, no JSON, no answer in time", async () => {
    const { ask, lines } = site({ timeoutMs: 300 });
    for (const day of [10, 13, 14, 12])
      expect(await ask(stay(day)), `day ${day}`).toMatchObject({ status: 502, body: { status: "failed" } });
    expect(lines).toEqual([
      "availability: the provider failed: verification error (HTTP 401)",
      "availability: the provider failed: HTTP 500",
      "availability: the provider failed: HTTP 200, not JSON",
      "availability: the provider failed: no answer within 300 ms",
    ]);
  });

  it("a wrong secret is refused by the provider: the fake checks the signature", async () => {
    const { ask, lines } = site({}, { SMOOBU_API_SECRET: "another-secret" });
    expect(await ask(stay(1))).toMatchObject({ status: 502, body: { status: "failed" } });
    expect(lines).toEqual(["availability: the provider failed: verification error (HTTP 401)"]);
  });

  it("the provider's 429: busy, with its wait, and no call to it until then", async () => {
    const { ask, lines } = site();
    const first = await ask(stay(11));
    expect(first).toMatchObject({ status: 429, body: { status: "busy" } });
    expect(first.headers.get("retry-after")).toBe("3");
    const before = fake.calls();
    const next = await ask(stay(1, 4));
    expect(next).toMatchObject({ status: 429, body: { status: "busy" } });
    expect(fake.calls()).toBe(before);
    expect(lines).toEqual(["availability: the provider asks to wait 3 s"]);
  });

  it("unconfigured without key and secret; failed with only one of them or a provider address it does not trust", async () => {
    const unconfigured = site({}, { SMOOBU_API_KEY: undefined, SMOOBU_API_SECRET: " " });
    const before = fake.calls();
    expect(await unconfigured.ask(stay(1))).toMatchObject({ status: 200, body: { status: "unconfigured" } });
    for (const env of [
      { SMOOBU_API_KEY: "" },
      { SMOOBU_API_SECRET: undefined },
      { SMOOBU_API_URL: "http://provider.example" },
      { SMOOBU_API_URL: "https://login.smoobu.com/booking" },
      { SMOOBU_API_URL: `http://user:${testCredentials.secret}@127.0.0.1:1` },
    ]) {
      const { ask, lines } = site({}, env);
      expect(await ask(stay(1)), JSON.stringify(env)).toMatchObject({ status: 502, body: { status: "failed" } });
      expect(lines, JSON.stringify(env)).toHaveLength(1);
      expect(lines.join(), JSON.stringify(env)).not.toContain(testCredentials.secret);
    }
    expect(fake.calls()).toBe(before);
  });

  it("an invalid question is answered 400 and never asked", async () => {
    const { ask } = site();
    const before = fake.calls();
    for (const query of ["", stay(1, 0), stay(1, 3, "adults=9"), stay(1, 3, "adults=2", "__proto__"), `${stay(1)}&x=1`])
      expect(await ask(query), query).toMatchObject({ status: 400, body: { status: "invalid" } });
    expect(fake.calls()).toBe(before);
  });
});
