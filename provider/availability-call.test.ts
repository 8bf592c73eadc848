// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { availabilityPath, startFakeProvider, testCredentials } from "../tests/provider/fake-api.mjs";
import { signatureHeaders, timestampOf } from "./signature";

// The fake provider checks a signature as the research note documents it: what this signer makes
// passes, and a replayed, stale or wrong one is refused, as the provider says it refuses them.

let fake: Awaited<ReturnType<typeof startFakeProvider>>;
beforeAll(async () => {
  fake = await startFakeProvider();
});
afterAll(() => fake.close());

const body = JSON.stringify({
  arrivalDate: "2030-01-01",
  departureDate: "2030-01-04",
  apartments: [678],
  customerId: 1,
});

async function send(nonce: string, time = Date.now(), credentials = testCredentials) {
  const url = new URL(availabilityPath, fake.origin);
  const signed = await signatureHeaders(
    { method: "POST", url, body, timestamp: timestampOf(time), nonce },
    credentials,
  );
  const response = await fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...signed },
    body,
  });
  return { status: response.status, body: await response.json() };
}
const refused = { status: 401, body: { title: "Error occurred", detail: "verification error" } };

describe("the fake provider's check of a signature", () => {
  it("accepts this signer's request once, and refuses it replayed", async () => {
    expect(await send("nonce-once")).toMatchObject({ status: 200, body: { availableApartments: [678] } });
    expect(await send("nonce-once")).toEqual(refused);
  });

  it("refuses a timestamp more than 5 minutes off, either way", async () => {
    expect(await send("nonce-old", Date.now() - 6 * 60_000)).toEqual(refused);
    expect(await send("nonce-ahead", Date.now() + 6 * 60_000)).toEqual(refused);
    expect((await send("nonce-recent", Date.now() - 4 * 60_000)).status).toBe(200);
  });

  it("refuses another key or secret", async () => {
    expect(await send("nonce-key", Date.now(), { ...testCredentials, key: "another" })).toEqual(refused);
    expect(await send("nonce-secret", Date.now(), { ...testCredentials, secret: "another" })).toEqual(refused);
  });
});
