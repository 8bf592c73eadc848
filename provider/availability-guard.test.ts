// @vitest-environment node
import { describe, expect, it } from "vitest";
import { availabilityHandler } from "./availability";
import type { ProviderEnv } from "./settings";
import { assets, now as noon } from "./test-site";

// What stands between the guests and the provider: recent answers, one call per question in
// flight, a bound on the calls. The provider here is a function that counts what it is asked.

const open = { availableApartments: [678], prices: { "678": { price: 400, currency: "EUR" } }, errorMessages: [] };

function site(options: { callsPerMinute?: number; answersKept?: number } = {}) {
  let time = noon();
  const calls: { url: string; init: RequestInit }[] = [];
  let release: () => void = () => {};
  let held: Promise<void> | null = null;
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    calls.push({ url: String(input), init });
    if (held) await held;
    return Response.json(open);
  };
  const availability = availabilityHandler({ fetch, now: () => time, log: () => {}, ...options });
  const env: ProviderEnv = {
    ASSETS: assets(),
    SMOOBU_API_KEY: "key",
    SMOOBU_API_SECRET: "secret",
    SMOOBU_API_URL: "https://api.provider.example",
  };
  const ask = async (query: string) => {
    const response = await availability(new Request(`https://kiez.example/api/availability?${query}`), env);
    return { status: response.status, retryAfter: response.headers.get("retry-after"), body: await response.json() };
  };
  return {
    ask,
    calls,
    later: (ms: number) => void (time += ms),
    hold: () => void (held = new Promise((done) => (release = done))),
    release: () => (release(), (held = null)),
  };
}
const question = (departureDay = 14, adults = 2) =>
  `apartment=pberg&arrival=2027-01-10&departure=2027-01-${departureDay}&adults=${adults}`;

describe("/api/availability's guard", () => {
  it("asks the provider with the documented body, signed, and follows no redirect", async () => {
    const { ask, calls } = site();
    expect((await ask(question(14, 3))).body).toEqual({ status: "available", nights: 4 });
    expect(calls).toHaveLength(1);
    const [{ url, init }] = calls as [(typeof calls)[number]];
    expect(url).toBe("https://api.provider.example/booking/checkApartmentAvailability");
    expect(init.method).toBe("POST");
    expect(init.redirect).toBe("manual");
    expect(JSON.parse(init.body as string)).toEqual({
      arrivalDate: "2027-01-10",
      departureDate: "2027-01-14",
      apartments: [678],
      customerId: 12345,
      guests: 3,
    });
    const headers = init.headers as Record<string, string>;
    expect(Object.keys(headers).sort()).toEqual(
      ["Accept", "Content-Type", "X-API-Key", "X-Nonce", "X-Signature", "X-Timestamp"].sort(),
    );
    expect(headers["X-Timestamp"]).toBe("2026-12-07T11:00:00Z");
    expect(JSON.stringify(headers)).not.toContain("secret");
  });

  it("keeps an answer about a minute: the same question again is not asked", async () => {
    const { ask, calls, later } = site();
    await ask(question());
    later(59_000);
    expect((await ask(question())).body.status).toBe("available");
    expect(calls).toHaveLength(1);
    later(2_000);
    await ask(question());
    expect(calls).toHaveLength(2);
  });

  it("keeps a bounded number of answers, the oldest going first", async () => {
    const { ask, calls } = site({ answersKept: 2 });
    for (const day of [11, 12, 13, 11]) await ask(question(day));
    expect(calls).toHaveLength(4);
    await ask(question(13));
    expect(calls).toHaveLength(4);
  });

  it("guests asking the same at once share one call", async () => {
    const { ask, calls, hold, release } = site();
    hold();
    const answers = Promise.all(Array.from({ length: 20 }, () => ask(question())));
    await new Promise((done) => setTimeout(done, 20));
    release();
    const bodies = (await answers).map((answer) => answer.body.status);
    expect(bodies).toEqual(Array(20).fill("available"));
    expect(calls).toHaveLength(1);
  });

  it("past the bound on calls: 429 busy with Retry-After, the provider not asked; calls come back as time passes", async () => {
    const { ask, calls, later } = site({ callsPerMinute: 3 });
    const answers = [];
    for (const day of [11, 12, 13, 14, 15]) answers.push(await ask(question(day)));
    expect(calls).toHaveLength(3);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 429, 429]);
    expect(answers[4]).toMatchObject({ body: { status: "busy" }, retryAfter: "20" });
    // A known answer is still given.
    expect((await ask(question(11))).status).toBe(200);
    later(20_000);
    expect((await ask(question(16))).status).toBe(200);
    expect((await ask(question(17))).status).toBe(429);
    expect(calls).toHaveLength(4);
  });

  it("a failure is not kept: the next guest's question is asked again", async () => {
    const calls: string[] = [];
    const failing = availabilityHandler({
      fetch: async (url) => (calls.push(String(url)), new Response("x", { status: 503 })),
      now: noon,
      log: () => {},
    });
    const env = { ASSETS: assets(), SMOOBU_API_KEY: "k", SMOOBU_API_SECRET: "s" };
    for (let i = 0; i < 2; i++) {
      const response = await failing(new Request(`https://kiez.example/api/availability?${question()}`), env);
      expect(await response.json()).toEqual({ status: "failed" });
    }
    expect(calls).toEqual([
      "https://login.smoobu.com/booking/checkApartmentAvailability",
      "https://login.smoobu.com/booking/checkApartmentAvailability",
    ]);
  });

  it("a redirect from the provider is a failure", async () => {
    const redirecting = availabilityHandler({
      fetch: async () => new Response(null, { status: 302, headers: { Location: "https://evil.example/" } }),
      now: noon,
      log: () => {},
    });
    const env = { ASSETS: assets(), SMOOBU_API_KEY: "k", SMOOBU_API_SECRET: "s" };
    const response = await redirecting(new Request(`https://kiez.example/api/availability?${question()}`), env);
    expect(response.status).toBe(502);
  });

  it("only GET and HEAD", async () => {
    const availability = availabilityHandler({ log: () => {} });
    const env = { ASSETS: assets(), SMOOBU_API_KEY: "k", SMOOBU_API_SECRET: "s" };
    const post = await availability(
      new Request(`https://kiez.example/api/availability?${question()}`, { method: "POST" }),
      env,
    );
    expect(post.status).toBe(405);
    expect(post.headers.get("allow")).toBe("GET, HEAD");
  });
});
