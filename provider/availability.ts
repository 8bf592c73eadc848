import { berlinToday, readStayQuery, type Stay } from "../app/stay/stay-query";
import type { StayAnswer, StayRules } from "../app/stay/stay-rules";
import { askAvailability, type CallOutcome } from "./availability-call";
import { errorName, warn } from "./log";
import { allowed, isReading, jsonAnswer } from "./responses";
import { providerSettings, type ProviderEnv, type ProviderSettings } from "./settings";
import { stayAnswer } from "./stay-answer";
import { CallBound, RecentAnswers } from "./question-guard";
import { stayRulesReader } from "./site-rules";

// GET /api/availability: whether the guest's stay can be booked, asked of the provider with the
// host's key and secret (decision 046), which never leave this function.

export interface AvailabilityOptions {
  fetch?: typeof fetch;
  now?: () => number;
  log?: (line: string) => void;
  timeoutMs?: number;
  callsPerMinute?: number;
  answerSeconds?: number;
  answersKept?: number;
}

/** The HTTP status each answer is sent with; the page reads the body in every case. */
const statusCode = (answer: StayAnswer) =>
  answer.status === "invalid" ? 400 : answer.status === "busy" ? 429 : answer.status === "failed" ? 502 : 200;

const questionKey = (stay: Stay) =>
  [stay.apartment, stay.arrival, stay.departure, stay.adults, stay.children].join(" ");

export function availabilityHandler(options: AvailabilityOptions = {}) {
  const {
    fetch: fetchImpl = (input, init) => fetch(input, init),
    now = Date.now,
    log = warn,
    timeoutMs = 4000,
    callsPerMinute = 30,
    answerSeconds = 60,
    answersKept = 500,
  } = options;
  const rulesOf = stayRulesReader(log);
  const answers = new RecentAnswers<StayAnswer>({ ttlMs: answerSeconds * 1000, size: answersKept, now });
  const bound = new CallBound({ perMinute: callsPerMinute, now });
  const inFlight = new Map<string, Promise<StayAnswer>>();

  /** Asks the provider once; every guest asking the same meanwhile gets this one answer. */
  async function ask(stay: Stay, nights: number, rules: StayRules, settings: ProviderSettings): Promise<StayAnswer> {
    const outcome: CallOutcome = await askAvailability(stay, rules, settings, { fetch: fetchImpl, now, timeoutMs });
    if (outcome.kind === "busy") {
      bound.pause(outcome.retryAfterSeconds);
      log(`availability: the provider asks to wait ${outcome.retryAfterSeconds} s`);
      return { status: "busy" };
    }
    if (outcome.kind === "failed")
      return (log(`availability: the provider failed: ${outcome.why}`), { status: "failed" });
    const answer = stayAnswer(outcome.body, rules.apartments[stay.apartment]!.smoobuId, nights, rules.price);
    if (!answer) return (log("availability: the provider's answer has another shape"), { status: "failed" });
    answers.set(questionKey(stay), answer);
    return answer;
  }

  return async function availability(request: Request, env: ProviderEnv): Promise<Response> {
    const reply = (answer: StayAnswer, headers: Record<string, string> = {}) =>
      jsonAnswer(request, statusCode(answer), answer, headers);
    if (!isReading(request)) return jsonAnswer(request, 405, { status: "invalid" }, allowed);
    const settings = providerSettings(env);
    if (settings === "unconfigured") return reply({ status: "unconfigured" });
    if ("problem" in settings) return (log(`availability: ${settings.problem}`), reply({ status: "failed" }));
    const url = new URL(request.url);
    const rules = await rulesOf(env.ASSETS, url);
    if (!rules) return reply({ status: "failed" });
    const reading = readStayQuery(url.searchParams, rules, berlinToday(new Date(now())));
    if (!reading?.ok) return reply({ status: "invalid" });

    const key = questionKey(reading.stay);
    const known = answers.get(key);
    if (known) return reply(known);
    let pending = inFlight.get(key);
    if (!pending) {
      if (!bound.take()) return reply({ status: "busy" }, { "Retry-After": String(bound.retryAfterSeconds()) });
      pending = ask(reading.stay, reading.nights, rules, settings)
        .catch((error: unknown) => {
          log(`availability: the question could not be asked (${errorName(error)})`);
          return { status: "failed" } as const;
        })
        .finally(() => inFlight.delete(key));
      inFlight.set(key, pending);
    }
    const answer = await pending;
    return reply(answer, answer.status === "busy" ? { "Retry-After": String(bound.retryAfterSeconds()) } : {});
  };
}

export const availability = availabilityHandler();
