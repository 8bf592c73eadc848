import type { Messages } from "../i18n/en";
import { format } from "../i18n/format";
import { regionalLocales } from "../locales";
import { pageStrings } from "../shared/page-strings";
import { errorIdOf, stayFieldIds, stayStatusId, type StayFieldName } from "./stay-fields";
import { answerLines } from "./stay-answer";
import { berlinToday, dateOfDay, dayNumber, engineUrl, horizonMonths, lastBookableDay, readStay } from "./stay-query";
import type { StayError, StayReading } from "./stay-query";
import { stayRulesPath, type StayAnswer, type StayRules } from "./stay-rules";

type Words = Messages["dates"];
const fieldNames = Object.keys(stayFieldIds) as StayFieldName[];
/** A pause in the guest's typing before the availability is asked. */
export const askAfterMs = 400;

let rulesLoading: Promise<StayRules> | undefined;
function stayRules(): Promise<StayRules> {
  rulesLoading ??= fetch(stayRulesPath)
    .then((response) => {
      if (!response.ok) throw new Error(`${stayRulesPath}: ${response.status}`);
      return response.json() as Promise<StayRules>;
    })
    .catch((error: unknown) => {
      rulesLoading = undefined;
      throw error;
    });
  return rulesLoading;
}

/** A problem in the page's words, for the field it stands beside. */
function problemText({ field, problem }: StayError, words: Words, rules: StayRules, locale: string, guests: number) {
  const date = field === "arrival" || field === "departure";
  switch (problem) {
    case "missing":
      return date ? words.missing : words.invalidCount;
    case "invalid": {
      // A month ahead, in the page's own way of writing a date.
      const example = new Date((dayNumber(berlinToday())! + 30) * 86_400_000);
      const shown = new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(example);
      return date ? format(words.invalid, { example: shown }, locale) : words.invalidCount;
    }
    case "tooLong":
      return format(words.tooLong, { nights: rules.longestStayNights }, locale);
    case "tooFar":
      return format(words.tooFar, { months: horizonMonths }, locale);
    case "tooManyGuests":
      return format(words.tooManyGuestsField, { guests: format(words.guests, { count: guests }, locale) }, locale);
    case "past":
    case "notAfterArrival":
    case "noAdult":
      return words[problem];
    default:
      return words.problemTitle;
  }
}

export interface StayFormScript {
  /** The guest's submit: every problem shown and the first invalid field focused, else on to the engine. */
  submit(): void;
}

/**
 * The guest's dates once the guest reaches for them (started by `stay-form-starter.client.ts`):
 * the bounds of today, each problem beside its field once the guest has changed it (all of them
 * on submit), the availability asked of `/api/availability` when the stay is valid, and a valid
 * submit taken to the provider's engine here, so it works on hosts without functions too. Until
 * the rules and the page's strings have come, and if they cannot, the form is the page's own.
 */
export async function startStayForm(
  form: HTMLFormElement,
  go = (url: string) => location.assign(url),
): Promise<StayFormScript> {
  const native = { submit: () => form.reportValidity() && form.submit() };
  let loaded: [StayRules, Awaited<ReturnType<typeof pageStrings>>];
  try {
    loaded = await Promise.all([stayRules(), pageStrings()]);
  } catch {
    return native;
  }
  const [rules, { locale: language, messages }] = loaded;
  const words = messages.dates;
  const locale = regionalLocales[language];
  const input = (name: StayFieldName) => form.querySelector<HTMLInputElement>(`#${stayFieldIds[name]}`)!;
  const status = form.querySelector<HTMLElement>(`#${stayStatusId}`)!;
  const slug = form.querySelector<HTMLInputElement>("input[name=apartment]")!.value;
  const guests = rules.apartments[slug]?.guests ?? 0;
  const touched = new Set<StayFieldName>();
  const today = berlinToday();
  form.noValidate = true;
  // Each field's problem beside it, read with it.
  const slots = new Map(
    fieldNames.map((name) => {
      const slot = document.createElement("p");
      slot.id = errorIdOf(stayFieldIds[name]);
      input(name).after(slot);
      input(name).setAttribute("aria-describedby", slot.id);
      return [name, slot];
    }),
  );

  // A field the guest filled before the script came is judged like one changed since.
  for (const name of fieldNames) {
    const field = input(name);
    if (field.value !== field.defaultValue || field.validity.badInput) touched.add(name);
  }

  /** A date input holding a date it cannot give (typed halfway) says so: "" would read as missing. */
  const valueOf = (name: StayFieldName) => (input(name).validity.badInput ? "?" : input(name).value);

  const setBounds = () => {
    const first = dayNumber(today)!;
    const last = dayNumber(lastBookableDay(today))!;
    const arrival = dayNumber(input("arrival").value);
    input("arrival").min = today;
    input("arrival").max = dateOfDay(last - 1);
    const from = arrival !== null && arrival >= first ? arrival : first;
    input("departure").min = dateOfDay(from + 1);
    input("departure").max = dateOfDay(Math.min(last, from + rules.longestStayNights));
  };

  const showErrors = (reading: StayReading) => {
    for (const name of fieldNames) {
      const error = reading.ok ? undefined : reading.errors.find((candidate) => candidate.field === name);
      const shown = error && touched.has(name) ? problemText(error, words, rules, locale, guests) : "";
      const slot = slots.get(name)!;
      if (slot.textContent !== shown) slot.textContent = shown;
      if (shown) input(name).setAttribute("aria-invalid", "true");
      else input(name).removeAttribute("aria-invalid");
    }
  };

  const showStatus = (lines: string[], tone?: string) => {
    status.replaceChildren(
      ...lines.map((line) => {
        const span = document.createElement("span");
        span.textContent = line;
        return span;
      }),
    );
    if (tone) status.dataset.tone = tone;
    else delete status.dataset.tone;
  };

  // The last question wins: each new one calls off the one before, asked or waiting.
  let asked = "";
  let waiting = 0;
  let request: AbortController | undefined;
  /** A host without the function (404) or without the provider's keys says so once per page. */
  let answers = true;
  const stop = () => {
    clearTimeout(waiting);
    request?.abort();
    asked = "";
  };
  const ask = (query: string) => {
    if (!answers || query === asked) return;
    stop();
    asked = query;
    showStatus([]);
    waiting = window.setTimeout(async () => {
      const controller = (request = new AbortController());
      showStatus([words.checking], "info");
      const answer = await fetch(`/api/availability?${query}`, { signal: controller.signal })
        .then((response) => (response.status === 404 ? null : (response.json() as Promise<StayAnswer>)))
        .catch(() => undefined);
      if (controller.signal.aborted) return;
      if (answer === null || answer?.status === "unconfigured") answers = false;
      const shown = answer ? answerLines(answer, words, locale) : null;
      showStatus(shown?.lines ?? [], shown?.tone);
    }, askAfterMs);
  };

  const check = () => {
    setBounds();
    const values = Object.fromEntries(fieldNames.map((name) => [name, valueOf(name)]));
    const reading = readStay({ apartment: slug, ...values }, rules, today);
    showErrors(reading);
    if (reading.ok) {
      const { stay } = reading;
      const { adults, children, ...dates } = stay;
      ask(new URLSearchParams({ ...dates, adults: `${adults}`, children: `${children}`, lang: language }).toString());
    } else {
      stop();
      showStatus([]);
    }
    return reading;
  };

  const named = (event: Event) => (event.target as HTMLInputElement).name as StayFieldName;
  form.addEventListener("change", (event) => {
    if (fieldNames.includes(named(event))) touched.add(named(event));
    check();
  });
  form.addEventListener("input", check);
  check();

  return {
    submit() {
      for (const name of fieldNames) touched.add(name);
      const reading = check();
      if (reading.ok) return go(engineUrl(rules, reading.stay));
      const first = fieldNames.find((name) => reading.errors.some((error) => error.field === name));
      // Only the apartment can be wrong without a field to show it: the server's page says why.
      if (first) input(first).focus();
      else form.submit();
    },
  };
}
