// The provider's signed requests (research: smoobu-booking-api.md, "Signed requests"), in Web
// Crypto only: this runs in Cloudflare's workerd as in Node.

export interface Credentials {
  key: string;
  /** The host's secret: it keys the signature and is never sent. */
  secret: string;
}

export interface SignedRequest {
  method: string;
  url: URL;
  body: string;
  /** ISO 8601 in UTC, to the second. */
  timestamp: string;
  nonce: string;
}

const encoder = new TextEncoder();
const hex = (bytes: ArrayBuffer) =>
  [...new Uint8Array(bytes)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
const base64 = (bytes: ArrayBuffer) => btoa(String.fromCharCode(...new Uint8Array(bytes)));

/** RFC 3986's unreserved characters stay; encodeURIComponent also leaves !'()*. */
const encoded = (text: string) =>
  encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** The query as signed: each name and value encoded, the pairs sorted by name, then by value. */
export function sortedQuery(search: URLSearchParams): string {
  return [...search]
    .map(([name, value]) => [encoded(name), encoded(value)] as const)
    .sort(([a, x], [b, y]) => (a < b ? -1 : a > b ? 1 : x < y ? -1 : x > y ? 1 : 0))
    .map(([name, value]) => `${name}=${value}`)
    .join("&");
}

export async function canonicalText(request: SignedRequest, key: string): Promise<string> {
  const bodyHash = hex(await crypto.subtle.digest("SHA-256", encoder.encode(request.body)));
  return [
    request.method.toUpperCase(),
    request.url.pathname,
    sortedQuery(request.url.searchParams),
    request.timestamp,
    request.nonce,
    bodyHash,
    key,
  ].join("\n");
}

/** The four headers that sign the request. */
export async function signatureHeaders(
  request: SignedRequest,
  credentials: Credentials,
): Promise<Record<string, string>> {
  const hmacKey = await crypto.subtle.importKey(
    "raw",
    encoder.encode(credentials.secret),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  const text = await canonicalText(request, credentials.key);
  const signature = base64(await crypto.subtle.sign("HMAC", hmacKey, encoder.encode(text)));
  return {
    "X-API-Key": credentials.key,
    "X-Timestamp": request.timestamp,
    "X-Nonce": request.nonce,
    "X-Signature": signature,
  };
}

export const timestampOf = (time: number) => new Date(time).toISOString().replace(/\.\d{3}Z$/, "Z");
export const newNonce = () => crypto.randomUUID();
