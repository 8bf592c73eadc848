import { readdirSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test, type APIRequestContext, type APIResponse } from "@playwright/test";
import { berlinToday, dateOfDay, dayNumber } from "../../app/stay/stay-query";
import type { StayRules } from "../../app/stay/stay-rules";
import { freePort } from "../../scripts/dev/ports.mjs";
import { servePages } from "../../scripts/site/pages.mjs";
import { markupMessage, testCredentials } from "../provider/fake-api.mjs";

// The runtime's functions (project "http" only: nginx has none, no-functions.spec.ts), against the
// fake provider (tests/provider/fake-api.mjs, whose answer is chosen by the arrival's day of the
// month; days 20-22 are this spec's alone). Serial: the last test reads every answer the others got.

test.describe.configure({ mode: "serial" });

const rules = JSON.parse(readFileSync("build/client/stay.json", "utf8")) as StayRules;
const provider = `http://127.0.0.1:${process.env.E2E_PROVIDER_PORT ?? Number(process.env.E2E_PORT ?? 4173) + 9}`;
const [slug, apartment] = Object.entries(rules.apartments)[0]!;

/** The next arrival on that day of the month, a few days ahead. */
function arrivalOn(day: number): string {
  const today = dayNumber(berlinToday())!;
  for (let at = today + 3; ; at++) if (Number(dateOfDay(at).slice(8)) === day) return dateOfDay(at);
}
const plus = (date: string, days: number) => dateOfDay(dayNumber(date)! + days);
const dmy = (date: string) => date.split("-").reverse().join("%2F");
const stayQuery = (day: number, nights = 3, adults = 2, children = 0, apartmentSlug = slug) =>
  `apartment=${apartmentSlug}&arrival=${arrivalOn(day)}&departure=${plus(arrivalOn(day), nights)}&adults=${adults}&children=${children}`;

/** Every answer this spec got, for the last test. */
const answers: { label: string; headers: Record<string, string>; body: string }[] = [];
async function ask(request: APIRequestContext, path: string, method = "GET"): Promise<APIResponse> {
  const response = await request.fetch(path, { method, maxRedirects: 0 });
  answers.push({ label: `${method} ${path}`, headers: response.headers(), body: await response.text() });
  return response;
}
const providerCalls = async (arrival: string) =>
  ((await (await fetch(`${provider}/__calls?arrival=${arrival}`)).json()) as { calls: number }).calls;

test("/api/book sends a valid stay 302 to the provider's engine with exactly the stay's parameters", async ({
  request,
}) => {
  for (const [name, { smoobuId }] of Object.entries(rules.apartments)) {
    const arrival = arrivalOn(16);
    const query = `apartment=${name}&arrival=${arrival}&departure=${plus(arrival, 5)}&adults=2&children=1&lang=de`;
    for (const method of ["GET", "HEAD"]) {
      const response = await ask(request, `/api/book?${query}`, method);
      expect(response.status(), `${method} ${name}`).toBe(302);
      expect(response.headers().location).toBe(
        `${rules.engine}?apartmentId=${smoobuId}&arrivalDate=${dmy(arrival)}&departureDate=${dmy(plus(arrival, 5))}&adults=2&children=1`,
      );
      expect(response.headers()["cache-control"]).toBe("no-store");
    }
  }
});

/** A refused stay: 400, no redirect, nothing of the attack in the answer. */
async function expectRefused(request: APIRequestContext, query: string) {
  const response = await ask(request, `/api/book?${query}`);
  expect(response.status(), query).toBe(400);
  expect(response.headers().location, query).toBeUndefined();
  expect(response.headers()["content-type"], query).toBe("text/html; charset=utf-8");
  const all = JSON.stringify(response.headers()) + (await response.text());
  expect(all, query).not.toMatch(/evil/i);
}

const smuggled = [
  "//evil.example",
  "https://evil.example",
  "%2F%2Fevil.example",
  "x%0D%0ALocation:%20https://evil.example",
  "@evil.example",
];

test("/api/book refuses an apartment that is not the site's and a host or path smuggled into any parameter", async ({
  request,
}) => {
  for (const name of ["evil", "__proto__", "constructor", "toString", `${slug}%2F..%2Fevil`])
    await expectRefused(request, stayQuery(16).replace(`apartment=${slug}`, `apartment=${name}`));
  const fields = new URLSearchParams(stayQuery(16));
  for (const field of ["apartment", "arrival", "departure", "adults", "children"])
    for (const value of smuggled) {
      const query = [...fields].map(([name, v]) => `${name}=${name === field ? value : v}`).join("&");
      await expectRefused(request, query);
    }
  // The language only picks the words: the stay still goes to the engine, and only there.
  for (const value of smuggled) {
    const response = await ask(request, `/api/book?${stayQuery(16)}&lang=${value}`);
    expect(response.status(), value).toBe(302);
    expect(new URL(response.headers().location!).origin).toBe("https://booking.smoobu.com");
    expect(response.headers().location, value).not.toContain("evil");
  }
});

test("/api/book refuses absurd and reversed dates, a 20-year range, repeated and extra parameters", async ({
  request,
}) => {
  const arrival = arrivalOn(16);
  const dates: [string, string][] = [
    ["0000-00-00", "0000-00-01"],
    ["9999-12-30", "9999-12-31"],
    ["2027-02-30", "2027-03-02"],
    ["-1", "1e9"],
    [arrival, plus(arrival, -2)],
    [arrival, arrival],
    [arrival, plus(arrival, 20 * 365)],
    [plus(arrival, -30), arrival],
    [`${arrival}T00:00:00Z`, plus(arrival, 2)],
  ];
  for (const [from, to] of dates)
    await expectRefused(request, `apartment=${slug}&arrival=${from}&departure=${to}&adults=2&children=0`);
  await expectRefused(request, stayQuery(16, 3, apartment.guests + 1));
  await expectRefused(request, stayQuery(16, 3, 0, 1));
  // Given twice: the second an attack, or the same value again.
  const given = new URLSearchParams(`${stayQuery(16)}&lang=en`);
  for (const [field, value] of given) {
    await expectRefused(request, `${given}&${field}=https://evil.example`);
    await expectRefused(request, `${given}&${field}=${value}`);
  }
  for (const extra of [
    "next=https://evil.example",
    "redirect=//evil.example",
    "apartmentId=1",
    "url=evil",
    "__proto__=evil",
  ])
    await expectRefused(request, `${stayQuery(16)}&${extra}`);
});

test("/api/book and /api/availability answer only GET and HEAD", async ({ request }) => {
  for (const path of [`/api/book?${stayQuery(22)}`, `/api/availability?${stayQuery(22)}`])
    for (const method of ["POST", "PUT", "DELETE"]) {
      const response = await ask(request, path, method);
      expect(response.status(), `${method} ${path}`).toBe(405);
      expect(response.headers().allow).toBe("GET, HEAD");
    }
});

test("/api/availability maps the provider's answers, and shows no amount until the operator confirms it", async ({
  request,
}) => {
  const cases: [number, object][] = [
    [1, { status: "available", nights: 3 }],
    [2, { status: "unavailable" }],
    [3, { status: "minimumStay", minimumNights: 7 }],
    [4, { status: "minimumStay", minimumNights: 5 }],
    [5, { status: "weekday" }],
    [6, { status: "leadTime" }],
    [7, { status: "tooManyGuests" }],
    [8, { status: "gap" }],
    [10, { status: "failed" }],
    [13, { status: "failed" }],
    [14, { status: "failed" }],
  ];
  expect(rules.price.confirmed, "the content's quotedPrice is unconfirmed").toBe(false);
  for (const [day, expected] of cases) {
    const response = await ask(request, `/api/availability?${stayQuery(day)}`);
    expect(await response.json(), `day ${day}`).toEqual(expected);
    expect(response.headers()["cache-control"]).toBe("no-store");
  }
});

test("/api/availability gives up on a provider that does not answer in about 4 s", async ({ request }) => {
  const started = Date.now();
  const response = await ask(request, `/api/availability?${stayQuery(12)}`);
  expect(response.status()).toBe(502);
  expect(await response.json()).toEqual({ status: "failed" });
  expect(Date.now() - started).toBeGreaterThan(3_500);
  expect(Date.now() - started).toBeLessThan(5_900);
});

test("markup in a provider's message comes back as JSON data, never as HTML", async ({ request }) => {
  const response = await ask(request, `/api/availability?${stayQuery(9)}`);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("application/json; charset=utf-8");
  expect(response.headers()["x-content-type-options"]).toBe("nosniff");
  expect(response.headers()["content-security-policy"]).toContain("default-src 'none'");
  expect(await response.text()).toBe(JSON.stringify({ status: "other", message: markupMessage }));
});

test("/api/availability refuses a question it cannot ask: 400, and the provider never hears of it", async ({
  request,
}) => {
  const arrival = arrivalOn(22);
  const queries = [
    `${stayQuery(22)}&next=https://evil.example`,
    `${stayQuery(22)}&adults=3`,
    stayQuery(22, 3, 2, 0, "evil"),
    stayQuery(22, 3, 2, 0, "__proto__"),
    stayQuery(22, 3, apartment.guests + 1),
    stayQuery(22, 20 * 365),
    stayQuery(22, -1),
    ...smuggled.map((value) => stayQuery(22).replace(`arrival=${arrival}`, `arrival=${value}`)),
  ];
  for (const query of queries) {
    const response = await ask(request, `/api/availability?${query}`);
    expect(response.status(), query).toBe(400);
    expect(await response.json(), query).toEqual({ status: "invalid" });
  }
  expect(await providerCalls(arrival)).toBe(0);
});

test.describe("a runtime of its own (the bound is its isolate's)", () => {
  let runtime: Awaited<ReturnType<typeof servePages>>;
  let output = "";

  test.beforeAll(async () => {
    test.setTimeout(90_000);
    const port = await freePort(Number(process.env.E2E_PORT ?? 4173) + 10);
    const env = {
      SMOOBU_API_KEY: testCredentials.key,
      SMOOBU_API_SECRET: testCredentials.secret,
      SMOOBU_API_URL: provider,
    };
    runtime = await servePages({ port, stdio: "pipe", env });
    for (const stream of [runtime.child.stdout, runtime.child.stderr]) stream?.on("data", (data) => (output += data));
  });
  test.afterAll(() => runtime?.stop());

  test("a refused signature and a provider error: failed, and a line in the runtime's output", async ({ request }) => {
    for (const day of [10, 13]) {
      const response = await ask(request, `${runtime.origin}/api/availability?${stayQuery(day, 6)}`);
      expect(response.status(), `day ${day}`).toBe(502);
    }
  });

  test("the provider's 429 holds every question for its wait: busy, Retry-After, no call", async ({ request }) => {
    const busy = await ask(request, `${runtime.origin}/api/availability?${stayQuery(11)}`);
    expect(busy.status()).toBe(429);
    expect(await busy.json()).toEqual({ status: "busy" });
    expect(Number(busy.headers()["retry-after"])).toBeGreaterThanOrEqual(2);
    const held = await ask(request, `${runtime.origin}/api/availability?${stayQuery(21, 2)}`);
    expect(held.status()).toBe(429);
    expect(await providerCalls(arrivalOn(21))).toBe(0);
    await new Promise((done) => setTimeout(done, 3_200));
  });

  test("a burst of 100 questions, identical and distinct: one call for the identical, at most the bound in all, the rest 429", async ({
    request,
  }) => {
    const identical = Array.from({ length: 30 }, () => stayQuery(21, 4));
    const distinct = Object.keys(rules.apartments)
      .flatMap((name) => Array.from({ length: 35 }, (_, night) => stayQuery(20, night + 1, 1, 0, name)))
      .slice(0, 70);
    const started = Date.now();
    const burst = await Promise.all(
      [...identical, ...distinct].map((query) => ask(request, `${runtime.origin}/api/availability?${query}`)),
    );
    const elapsed = Date.now() - started;
    const calls = { identical: await providerCalls(arrivalOn(21)), distinct: await providerCalls(arrivalOn(20)) };
    expect(calls.identical).toBeLessThanOrEqual(1);
    // 30 a minute: the bucket's 30, and what it refills (one every 2 s) while the burst lasts.
    expect(calls.identical + calls.distinct).toBeLessThanOrEqual(30 + Math.floor(elapsed / 2000));
    const statuses = burst.map((response) => response.status());
    expect(new Set(statuses.slice(0, 30)).size, "the identical questions got one answer").toBe(1);
    const answered = statuses.filter((status) => status === 200).length;
    expect(answered).toBe(calls.distinct + (statuses[0] === 200 ? 30 : 0));
    expect(statuses.filter((status) => status !== 200).length).toBeGreaterThanOrEqual(100 - 30 - 30);
    for (const response of burst.filter((each) => each.status() !== 200)) {
      expect(response.status()).toBe(429);
      expect(await response.json()).toEqual({ status: "busy" });
      expect(Number(response.headers()["retry-after"])).toBeGreaterThanOrEqual(1);
    }
  });

  test("the runtime's output names its failures and holds no key or secret", async () => {
    // The runtime prints a moment after it answers.
    await expect.poll(() => output, { timeout: 5_000 }).toContain("availability: the provider failed: HTTP 500");
    expect(output).toContain("availability: the provider asks to wait 3 s");
    expect(output).toContain("availability: the provider failed: verification error (HTTP 401)");
    expect(output).not.toContain(testCredentials.key);
    expect(output).not.toContain(testCredentials.secret);
  });
});

/** Every file under `dir`. */
const filesOf = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, encoding: "utf8" })
    .map((name) => join(dir, name))
    .filter((path) => statSync(path).isFile());

test("the key and secret appear in no answer, no line of the runtime's log and no built file", async ({ baseURL }) => {
  const secrets = [testCredentials.key, testCredentials.secret];
  expect(answers.length).toBeGreaterThan(150);
  for (const { label, headers, body } of answers)
    for (const secret of secrets) expect(JSON.stringify(headers) + body, label).not.toContain(secret);

  // npm start's runtime (scripts/site/pages.mjs) logs into its state folder, named by its port.
  const logs = join(tmpdir(), `kiez-pages-${new URL(baseURL!).port}`, "logs");
  const log = filesOf(logs)
    .map((file) => readFileSync(file, "utf8"))
    .join("\n");
  expect(log, "the log is the one the functions write to").toContain("availability: the provider failed");
  for (const secret of secrets) expect(log).not.toContain(secret);

  for (const file of filesOf("build")) {
    const bytes = readFileSync(file);
    for (const secret of secrets) expect(bytes.includes(secret), file).toBe(false);
  }
});
