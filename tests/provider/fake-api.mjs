// A fake of the booking provider's availability API, on loopback, for the tests: written from the
// provider facts in docs/provider.md ("Booking engine and availability API"), not from the site's code. It does
// not import provider/signature.ts: it checks each request's signature its own way, so a signer
// that drifted from the documented scheme fails here.
//
// POST /booking/checkApartmentAvailability, signed: headers X-API-Key, X-Timestamp (ISO 8601),
// X-Nonce, X-Signature = base64 HMAC-SHA256 keyed by the secret over METHOD, /path, the sorted
// query string, the timestamp, the nonce, the hex SHA-256 of the body and the API key, joined by
// "\n". A wrong key or signature, a timestamp more than 5 minutes off or a nonce seen before is
// refused with HTTP 401 and {"title":"Error occurred","detail":"verification error"}.
//
// The answer is chosen by the arrival date's day of the month, so parallel tests share no state:
//
// | day | answer                                                                                 |
// | --- | -------------------------------------------------------------------------------------- |
// | 02  | not available, no error                                                                |
// | 03  | error 401, minimumLengthOfStay 7, not listed                                           |
// | 04  | listed as available and error 401, minimumLengthOfStay 5 (as one real account answers) |
// | 05  | error 402 (arrival weekday)                                                            |
// | 06  | error 403 (lead time)                                                                  |
// | 07  | error 400 (too many guests)                                                            |
// | 08  | error 404 (gap between bookings)                                                       |
// | 09  | error 409 whose message is markup: <img src=x onerror=alert(1)>                        |
// | 10  | verification error, whatever the signature (as for a revoked key)                      |
// | 11  | HTTP 429 with X-RateLimit-Retry-After: 3                                               |
// | 12  | the answer after `slowMs` (6 s), past the site's timeout                               |
// | 13  | HTTP 500                                                                               |
// | 14  | HTTP 200 whose body is not JSON                                                        |
// | 15  | error 410 with a long message with control characters                                  |
// | 20  | available (tests/http/stay.spec.ts's burst: its distinct questions)                    |
// | 21  | available after 1 s (the burst's identical questions, in flight together)              |
// | 22  | available (stay.spec.ts's refused questions, which must never arrive)                  |
// | any | available, with a price: 480 EUR                                                       |
//
// GET /__calls (?arrival=YYYY-MM-DD) answers {"calls": n}: the availability requests received
// (with that arrival), verified or not. Run as a script, it listens on the port its first argument
// names (else E2E_PROVIDER_PORT) with `testCredentials`.
import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import { createServer } from "node:http";
import { pathToFileURL } from "node:url";

export const testCredentials = {
  key: "kiez-test-key-5b0d2c7e91",
  secret: "kiez-test-secret-f3a8e61d4c02-never-shown",
};
export const availabilityPath = "/booking/checkApartmentAvailability";
export const markupMessage = "<img src=x onerror=alert(1)>";
export const fakePrice = 480;
const skewMs = 5 * 60_000;

const verificationError = { title: "Error occurred", detail: "verification error" };

/** RFC 3986: every character but the unreserved ones percent-encoded. */
const rfc3986 = (text) =>
  encodeURIComponent(text).replace(/[!'()*]/g, (c) => "%" + c.charCodeAt(0).toString(16).toUpperCase());

function sortedQuery(url) {
  const pairs = [...url.searchParams].map(([name, value]) => `${rfc3986(name)}=${rfc3986(value)}`);
  return pairs.sort().join("&");
}

/** Whether the request is signed as documented; records its nonce when it is. */
function verified(request, url, body, credentials, nonces) {
  const key = request.headers["x-api-key"];
  const timestamp = request.headers["x-timestamp"];
  const nonce = request.headers["x-nonce"];
  const signature = request.headers["x-signature"];
  if (typeof key !== "string" || typeof timestamp !== "string" || typeof nonce !== "string") return false;
  if (typeof signature !== "string" || key !== credentials.key || !nonce) return false;
  const time = Date.parse(timestamp);
  if (!/^\d{4}-\d{2}-\d{2}T/.test(timestamp) || !Number.isFinite(time) || Math.abs(Date.now() - time) > skewMs)
    return false;
  if (nonces.has(nonce)) return false;
  const lines = [
    request.method,
    url.pathname,
    sortedQuery(url),
    timestamp,
    nonce,
    createHash("sha256").update(body).digest("hex"),
    key,
  ];
  const expected = createHmac("sha256", credentials.secret).update(lines.join("\n")).digest();
  const given = Buffer.from(signature, "base64");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
  nonces.add(nonce);
  return true;
}

const isDate = (value) => typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value);

/** The question, or null when the body is not the documented one. */
function questionOf(body) {
  let json;
  try {
    json = JSON.parse(body.toString("utf8"));
  } catch {
    return null;
  }
  const { arrivalDate, departureDate, apartments, customerId, guests } = json ?? {};
  if (!isDate(arrivalDate) || !isDate(departureDate) || !Number.isInteger(customerId)) return null;
  if (!Array.isArray(apartments) || apartments.length === 0 || !apartments.every(Number.isInteger)) return null;
  if (guests !== undefined && !(Number.isInteger(guests) && guests > 0)) return null;
  return { arrivalDate, departureDate, apartments, guests };
}

/** The provider's answer body for `apartments` on the scenario's day. */
function answerFor(day, apartments) {
  const each = (make) => Object.fromEntries(apartments.map((id) => [String(id), make(id)]));
  const refused = (error) => ({ availableApartments: [], prices: [], errorMessages: each(() => error) });
  switch (day) {
    case 2:
      return { availableApartments: [], prices: [], errorMessages: [] };
    case 3:
      return refused({ errorCode: 401, message: "The minimum length of stay is 7 nights.", minimumLengthOfStay: 7 });
    case 4:
      return {
        availableApartments: apartments,
        prices: each(() => ({ price: fakePrice, currency: "EUR" })),
        errorMessages: each(() => ({ errorCode: 401, message: "Minimum stay not met", minimumLengthOfStay: 5 })),
      };
    case 5:
      return refused({ errorCode: 402, message: "Arrival is not possible on this weekday." });
    case 6:
      return refused({ errorCode: 403, message: "Booking is not possible this close to arrival." });
    case 7:
      return refused({ errorCode: 400, message: "Too many guests." });
    case 8:
      return refused({ errorCode: 404, message: "The stay leaves a gap." });
    case 9:
      return refused({ errorCode: 409, message: markupMessage });
    case 15:
      return refused({ errorCode: 410, message: `Closed\u0000 for\u001b[31m works\u202e\r\n${"x".repeat(400)}` });
    default:
      return {
        availableApartments: apartments,
        prices: each(() => ({ price: fakePrice, currency: "EUR" })),
        errorMessages: [],
      };
  }
}

/**
 * @param {{ port?: number, host?: string, credentials?: { key: string, secret: string }, slowMs?: number }} options
 */
export function startFakeProvider({ port = 0, host = "127.0.0.1", credentials = testCredentials, slowMs = 6000 } = {}) {
  const nonces = new Set();
  /** The arrival date of each availability request received ("" when its body had none). */
  const received = [];
  const server = createServer((request, response) => {
    const chunks = [];
    request.on("data", (chunk) => chunks.push(chunk));
    request.on("end", () => {
      const body = Buffer.concat(chunks);
      const url = new URL(request.url ?? "/", "http://fake.invalid");
      const send = (status, value, headers = {}) => {
        const text = typeof value === "string" ? value : JSON.stringify(value);
        response.writeHead(status, { "Content-Type": "application/json", ...headers }).end(text);
      };
      if (request.method === "GET" && url.pathname === "/__calls") {
        const arrival = url.searchParams.get("arrival");
        return send(200, { calls: received.filter((date) => arrival === null || date === arrival).length });
      }
      if (url.pathname !== availabilityPath) return send(404, { title: "Not found" });
      const question = questionOf(body);
      received.push(question?.arrivalDate ?? "");
      if (request.method !== "POST") return send(405, { title: "Method not allowed" });
      const day = question ? Number(question.arrivalDate.slice(8)) : 0;
      if (!verified(request, url, body, credentials, nonces) || day === 10) return send(401, verificationError);
      if (!question) return send(400, { title: "Error occurred", detail: "invalid request" });
      if (request.headers["content-type"] !== "application/json") return send(415, { title: "Unsupported" });
      if (day === 11) return send(429, { title: "Too many requests" }, { "X-RateLimit-Retry-After": "3" });
      if (day === 13) return send(500, { title: "Error occurred", detail: "internal error" });
      if (day === 14) return send(200, "<html><body>Maintenance</body></html>", { "Content-Type": "text/html" });
      const answer = answerFor(day, question.apartments);
      const delay = { 12: slowMs, 21: 1000 }[day];
      if (delay) return void setTimeout(() => response.writable && send(200, answer), delay);
      send(200, answer, { "X-RateLimit-Limit": "1000", "X-RateLimit-Remaining": "999" });
    });
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      const { port: bound } = /** @type {import("node:net").AddressInfo} */ (server.address());
      resolve({
        origin: `http://${host}:${bound}`,
        /** The availability requests received, or those with this arrival date. */
        calls: (arrival) => received.filter((date) => arrival === undefined || date === arrival).length,
        close: () =>
          new Promise((done) => {
            server.closeAllConnections();
            server.close(() => done(undefined));
          }),
      });
    });
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const port = Number(process.argv[2] ?? process.env.E2E_PROVIDER_PORT ?? 4182);
  const fake = await startFakeProvider({ port });
  console.log(`Fake provider API at ${fake.origin}`);
  for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => fake.close().then(() => process.exit(0)));
}
