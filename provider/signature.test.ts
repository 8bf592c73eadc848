// @vitest-environment node
import { createHash, createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { canonicalText, signatureHeaders, sortedQuery, timestampOf } from "./signature";

// The documented scheme (research: smoobu-booking-api.md), computed here with Node's own crypto,
// not with the module under test.
const credentials = { key: "key-123", secret: "s3cr3t/with+chars=" };
const body = '{"arrivalDate":"2027-03-01","departureDate":"2027-03-04","apartments":[42],"customerId":7,"guests":2}';
const request = {
  method: "POST",
  url: new URL("https://login.smoobu.com/booking/checkApartmentAvailability"),
  body,
  timestamp: "2026-12-07T10:00:00Z",
  nonce: "7c9e6679-7425-40de-944b-e07fc1f90ae7",
};

function expectedSignature(lines: string[], secret: string) {
  return createHmac("sha256", secret).update(lines.join("\n"), "utf8").digest("base64");
}

describe("signature", () => {
  it("signs METHOD, path, sorted query, timestamp, nonce, body hash and key with the secret", async () => {
    const lines = [
      "POST",
      "/booking/checkApartmentAvailability",
      "",
      "2026-12-07T10:00:00Z",
      "7c9e6679-7425-40de-944b-e07fc1f90ae7",
      createHash("sha256").update(body).digest("hex"),
      "key-123",
    ];
    const headers = await signatureHeaders(request, credentials);
    expect(headers).toEqual({
      "X-API-Key": "key-123",
      "X-Timestamp": "2026-12-07T10:00:00Z",
      "X-Nonce": "7c9e6679-7425-40de-944b-e07fc1f90ae7",
      "X-Signature": expectedSignature(lines, credentials.secret),
    });
    // The vector as openssl computes it (openssl dgst -sha256 -hmac over the same lines).
    expect(headers["X-Signature"]).toBe("Lnu601bt5h0VvPBSzi0OL2+6Kru2+REUEIljInPPXVU=");
  });

  it("sorts the query by name, then value, each part percent-encoded", async () => {
    const url = new URL("https://login.smoobu.com/api/rates?start_date=2027-01-01&apartments[]=2&apartments[]=1&a=x y");
    expect(sortedQuery(url.searchParams)).toBe("a=x%20y&apartments%5B%5D=1&apartments%5B%5D=2&start_date=2027-01-01");
    const text = await canonicalText({ ...request, method: "get", url, body: "" }, "k");
    expect(text.split("\n").slice(0, 3)).toEqual([
      "GET",
      "/api/rates",
      "a=x%20y&apartments%5B%5D=1&apartments%5B%5D=2&start_date=2027-01-01",
    ]);
    expect(text.split("\n")[5]).toBe(createHash("sha256").update("").digest("hex"));
  });

  it("another secret, body or nonce gives another signature", async () => {
    const base = (await signatureHeaders(request, credentials))["X-Signature"];
    const variants = await Promise.all([
      signatureHeaders(request, { ...credentials, secret: "other" }),
      signatureHeaders({ ...request, body: body.replace('"guests":2', '"guests":3') }, credentials),
      signatureHeaders({ ...request, nonce: "another" }, credentials),
    ]);
    for (const headers of variants) expect(headers["X-Signature"]).not.toBe(base);
  });

  it("writes the timestamp in UTC to the second", () => {
    expect(timestampOf(Date.UTC(2026, 11, 7, 10, 0, 0, 789))).toBe("2026-12-07T10:00:00Z");
  });
});
