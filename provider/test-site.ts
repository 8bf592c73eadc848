import type { StayRules } from "../app/stay/stay-rules";
import type { Assets } from "./site-rules";

// What the handlers' tests give a function as the host would: its files (ASSETS) and its settings.

export const rules: StayRules = {
  engine: "https://booking.smoobu.com/9A12345",
  accountId: "12345",
  longestStayNights: 30,
  apartments: { pberg: { smoobuId: "678", guests: 4 }, mitte: { smoobuId: "679", guests: 6 } },
  price: { confirmed: false, cleaningFee: 0, includesCityTax: false, cityTaxPercent: 7.5 },
};

/** The host's files: `/stay.json` as given (or a status), counting the reads. */
export function assets(stay: unknown = rules, status = 200): Assets & { reads: string[] } {
  const reads: string[] = [];
  return {
    reads,
    fetch: async (request: Request) => {
      reads.push(new URL(request.url).pathname);
      return new URL(request.url).pathname === "/stay.json" && status === 200
        ? Response.json(stay)
        : new Response("Not found", { status: status === 200 ? 404 : status });
    },
  };
}

export const today = "2026-12-07";
/** Noon in Berlin on `today`. */
export const now = () => Date.parse(`${today}T11:00:00Z`);
