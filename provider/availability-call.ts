import type { Stay } from "../app/stay/stay-query";
import type { StayRules } from "../app/stay/stay-rules";
import { errorName } from "./log";
import type { ProviderSettings } from "./settings";
import { newNonce, signatureHeaders, timestampOf } from "./signature";

// One question to the provider's availability API (research: smoobu-booking-api.md), signed.

export const availabilityPath = "/booking/checkApartmentAvailability";

/** What came back: the answer's JSON, the provider's "slow down", or why nothing usable came. */
export type CallOutcome =
  { kind: "answer"; body: unknown } | { kind: "busy"; retryAfterSeconds: number } | { kind: "failed"; why: string };

export interface CallOptions {
  fetch: typeof fetch;
  now: () => number;
  timeoutMs: number;
}

/** The provider's ids are numbers in its answers and examples. */
const id = (text: string) => Number(text);

export function availabilityBody(stay: Stay, rules: StayRules): string {
  return JSON.stringify({
    arrivalDate: stay.arrival,
    departureDate: stay.departure,
    apartments: [id(rules.apartments[stay.apartment]!.smoobuId)],
    customerId: id(rules.accountId),
    guests: stay.adults + stay.children,
  });
}

const retryAfter = (header: string | null) => {
  const seconds = Number(header);
  return Number.isFinite(seconds) && seconds > 0 ? Math.min(Math.ceil(seconds), 600) : 60;
};

export async function askAvailability(
  stay: Stay,
  rules: StayRules,
  settings: ProviderSettings,
  options: CallOptions,
): Promise<CallOutcome> {
  const url = new URL(availabilityPath, settings.api);
  const body = availabilityBody(stay, rules);
  const request = { method: "POST", url, body, timestamp: timestampOf(options.now()), nonce: newNonce() };
  const headers = {
    "Content-Type": "application/json",
    Accept: "application/json",
    ...(await signatureHeaders(request, settings.credentials)),
  };
  let response: Response;
  let text: string;
  try {
    // A redirect is not followed: it would take the signed headers elsewhere.
    response = await options.fetch(url, {
      method: "POST",
      headers,
      body,
      redirect: "manual",
      signal: AbortSignal.timeout(options.timeoutMs),
    });
    if (response.status === 429)
      return { kind: "busy", retryAfterSeconds: retryAfter(response.headers.get("X-RateLimit-Retry-After")) };
    text = await response.text();
  } catch (error) {
    const name = errorName(error);
    return {
      kind: "failed",
      why: name === "TimeoutError" ? `no answer within ${options.timeoutMs} ms` : `unreachable (${name})`,
    };
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { kind: "failed", why: `HTTP ${response.status}, not JSON` };
  }
  if (isVerificationError(json)) return { kind: "failed", why: `verification error (HTTP ${response.status})` };
  if (response.status < 200 || response.status > 299) return { kind: "failed", why: `HTTP ${response.status}` };
  return { kind: "answer", body: json };
}

/** The provider's answer to a request it could not verify (key, signature, time or nonce). */
const isVerificationError = (json: unknown) =>
  typeof json === "object" && json !== null && (json as { detail?: unknown }).detail === "verification error";
