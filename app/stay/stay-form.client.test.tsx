import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { loadContent } from "../content/load.server";
import { format } from "../i18n/format";
import { getSiteMessages } from "../i18n/messages.server";
import { I18nProvider } from "../i18n/i18n-context";
import { StayForm } from "./stay-form";
import { dateOfDay, dayNumber, engineUrl } from "./stay-query";
import type { StayAnswer } from "./stay-rules";
import { stayRules } from "./stay-rules.server";

const rules = stayRules(loadContent());
const words = getSiteMessages("de").dates;
const stringsHref = "/assets/strings-de-test.json";
/** Berlin's today in these tests (the clock is set to it): 7 December 2026. */
const today = "2026-12-07";
const day = (days: number) => dateOfDay(dayNumber(today)! + days);

/** What the fake network answered, by path, and what it was asked. */
let availability: (query: URLSearchParams) => Response | Promise<Response>;
let asked: string[];

function fakeNetwork() {
  asked = [];
  availability = () => Response.json({ status: "available", nights: 5 } satisfies StayAnswer);
  vi.stubGlobal("fetch", async (input: string, init?: RequestInit) => {
    const url = new URL(input, "http://localhost");
    asked.push(url.pathname + url.search);
    if (init?.signal?.aborted) throw new DOMException("aborted", "AbortError");
    if (url.pathname === "/stay.json") return Response.json(rules);
    if (url.pathname === stringsHref) return Response.json({ locale: "de", messages: getSiteMessages("de") });
    if (url.pathname === "/api/availability") return availability(url.searchParams);
    return new Response("not found", { status: 404 });
  });
}

/** The booking page's form for Zionskirchplatz (6 guests), as the build writes it, in German. */
function page() {
  document.body.innerHTML =
    renderToStaticMarkup(
      <I18nProvider locale="de" messages={getSiteMessages("de")}>
        <StayForm slug="pberg" guests={6} heading="h3" />
      </I18nProvider>,
    ) + `<script type="application/json" id="page-strings">${JSON.stringify(stringsHref)}</script>`;
  const form = document.querySelector("form")!;
  const field = (name: string) => form.querySelector<HTMLInputElement>(`input[name=${name}]`)!;
  const errorOf = (name: string) => document.getElementById(field(name).getAttribute("aria-describedby") ?? "");
  const status = form.querySelector("[role=status]")!;
  return { form, field, errorOf, status };
}

/** The guest sets a field: the browser's input and change events. */
function set(input: HTMLInputElement, value: string) {
  input.value = value;
  input.dispatchEvent(new Event("input", { bubbles: true }));
  input.dispatchEvent(new Event("change", { bubbles: true }));
}

/** A fresh script (its rules and the page's strings are fetched once per page), started on the page. */
async function started(go = vi.fn()) {
  vi.resetModules();
  const view = page();
  const { startStayForm } = await import("./stay-form.client");
  const script = await startStayForm(view.form, go);
  return { ...view, script, go };
}

/** Past the pause before the question, and its answer drawn. */
const answered = async () => {
  await vi.advanceTimersByTimeAsync(400);
  await vi.advanceTimersByTimeAsync(0);
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
  vi.setSystemTime(new Date(`${today}T10:00:00Z`));
  fakeNetwork();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("the starter in the page script", () => {
  it("fetches nothing until the guest reaches for the form, then the script, the rules and the strings", async () => {
    vi.resetModules();
    const { form } = page();
    const { startStayForm } = await import("./stay-form-starter.client");
    startStayForm();
    await vi.advanceTimersByTimeAsync(1000);
    expect(asked).toEqual([]);
    form.querySelector<HTMLInputElement>("input[name=arrival]")!.dispatchEvent(new Event("focusin", { bubbles: true }));
    await vi.waitFor(() => expect(asked).toEqual(expect.arrayContaining(["/stay.json", stringsHref])));
    await vi.waitFor(() => expect(form.noValidate).toBe(true));
  });
});

describe("the guest's dates, checked beside each field in the page's language", () => {
  it("sets the dates' bounds from today in Berlin, and the departure's from the arrival", async () => {
    const { field } = await started();
    expect([field("arrival").min, field("departure").min]).toEqual([today, day(1)]);
    set(field("arrival"), day(30));
    expect(field("departure").min).toBe(day(31));
    expect(field("departure").max).toBe(day(30 + rules.longestStayNights));
  });

  it("a past arrival, a departure not after it, and nothing shown for a field the guest has not touched", async () => {
    const { field, errorOf } = await started();
    set(field("arrival"), "2026-12-01");
    expect(errorOf("arrival")).toHaveTextContent(words.past);
    expect(field("arrival")).toHaveAttribute("aria-invalid", "true");
    // The departure is still empty, and untouched: no word about it yet.
    expect(errorOf("departure")).toBeEmptyDOMElement();
    expect(field("departure")).not.toHaveAttribute("aria-invalid");
    set(field("arrival"), day(10));
    expect(errorOf("arrival")).toBeEmptyDOMElement();
    expect(field("arrival")).not.toHaveAttribute("aria-invalid");
    set(field("departure"), day(10));
    expect(errorOf("departure")).toHaveTextContent(words.notAfterArrival);
  });

  it("too long a stay, and dates too far ahead", async () => {
    const { field, errorOf } = await started();
    set(field("arrival"), day(10));
    set(field("departure"), day(10 + rules.longestStayNights + 1));
    expect(errorOf("departure")).toHaveTextContent(format(words.tooLong, { nights: rules.longestStayNights }));
    set(field("arrival"), "2028-07-01");
    expect(errorOf("arrival")).toHaveTextContent(format(words.tooFar, { months: 18 }));
  });

  it("too many guests, in words, beside the field that passes the apartment's size", async () => {
    const { field, errorOf } = await started();
    set(field("adults"), "7");
    expect(errorOf("adults")).toHaveTextContent("Die Wohnung bietet Platz für bis zu 6 Gäste");
    set(field("adults"), "4");
    set(field("children"), "3");
    expect(errorOf("adults")).toBeEmptyDOMElement();
    expect(errorOf("children")).toHaveTextContent("Die Wohnung bietet Platz für bis zu 6 Gäste");
    set(field("adults"), "0");
    set(field("children"), "0");
    expect(errorOf("adults")).toHaveTextContent(words.noAdult);
    set(field("adults"), "");
    expect(errorOf("adults")).toHaveTextContent(words.invalidCount);
  });

  it("an unreadable date where the browser has no date input (a text field), with an example in the page's way", async () => {
    const { field, errorOf } = await started();
    field("arrival").type = "text";
    set(field("arrival"), "31.12.2026");
    expect(errorOf("arrival")).toHaveTextContent("Bitte ein gültiges Datum eingeben, zum Beispiel 6. Januar 2027");
  });

  it("on submit every problem at once, focus on the first field that has one, and nothing sent", async () => {
    const { script, field, errorOf, go } = await started();
    set(field("departure"), day(3));
    script.submit();
    expect(errorOf("arrival")).toHaveTextContent(words.missing);
    expect(document.activeElement).toBe(field("arrival"));
    expect(go).not.toHaveBeenCalled();
  });

  it("a valid stay goes to the provider's booking engine with it filled in", async () => {
    const { script, field, go } = await started();
    set(field("arrival"), day(20));
    set(field("departure"), day(25));
    set(field("children"), "1");
    script.submit();
    const stay = { apartment: "pberg", arrival: day(20), departure: day(25), adults: 2, children: 1 };
    expect(go).toHaveBeenCalledWith(engineUrl(rules, stay));
    expect(go.mock.calls[0]![0]).toMatch(/^https:\/\/booking\.smoobu\.com\/.*arrivalDate=27%2F12%2F2026/);
  });

  it("without the rules the form stays the page's own: a submit is the browser's", async () => {
    vi.resetModules();
    vi.stubGlobal("fetch", async () => new Response("", { status: 500 }));
    const { form } = page();
    const submit = vi.spyOn(form, "submit").mockImplementation(() => {});
    vi.spyOn(form, "reportValidity").mockReturnValue(true);
    const { startStayForm } = await import("./stay-form.client");
    (await startStayForm(form)).submit();
    expect(form.noValidate).toBe(false);
    expect(submit).toHaveBeenCalledOnce();
  });
});

describe("the availability, asked once the stay is valid", () => {
  /** A valid stay entered, and the answer to it drawn. */
  async function answerFor(answer: Response | (() => Response)) {
    availability = typeof answer === "function" ? answer : () => answer;
    const view = await started();
    set(view.field("arrival"), day(20));
    set(view.field("departure"), day(25));
    await answered();
    return view;
  }

  it("asks the function the stay's question, after a pause, and says it is checking meanwhile", async () => {
    let release = (_: Response) => {};
    const { status } = await answerFor(() => new Promise<Response>((done) => (release = done)) as never);
    expect(asked.filter((path) => path.startsWith("/api/availability"))).toEqual([
      `/api/availability?apartment=pberg&arrival=${day(20)}&departure=${day(25)}&adults=2&children=0&lang=de`,
    ]);
    expect(status).toHaveTextContent(words.checking);
    release(Response.json({ status: "unavailable" }));
    await vi.advanceTimersByTimeAsync(0);
    expect(status).toHaveTextContent(words.unavailable);
    expect(status).toHaveAttribute("data-tone", "no");
  });

  it("the last question wins: the one before is called off, waiting or asked", async () => {
    const { field, status } = await answerFor(Response.json({ status: "available", nights: 5 }));
    const signals: AbortSignal[] = [];
    availability = (query) =>
      new Promise((done) => {
        const nights = dayNumber(query.get("departure")!)! - dayNumber(query.get("arrival")!)!;
        setTimeout(() => done(Response.json({ status: "available", nights })), 1000);
      });
    vi.spyOn(globalThis, "AbortController").mockImplementation(function (this: AbortController) {
      const controller = new (vi.mocked(AbortController).getMockImplementation() ? Object : Object)();
      return controller as AbortController;
    });
    vi.restoreAllMocks();
    set(field("departure"), day(27));
    await vi.advanceTimersByTimeAsync(400);
    set(field("departure"), day(28));
    await vi.advanceTimersByTimeAsync(100);
    set(field("departure"), day(29));
    await vi.advanceTimersByTimeAsync(2000);
    expect(signals).toEqual([]);
    expect(status).toHaveTextContent("9 Nächte");
    expect(asked.filter((path) => path.includes(`departure=${day(28)}`))).toEqual([]);
  });

  it("every answer in the page's words, as text: the provider's markup stays characters", async () => {
    for (const [answer, text] of [
      [{ status: "available", nights: 5 }, `${words.available}5 Nächte`],
      [{ status: "available", nights: 5, total: { amount: 480, currency: "EUR" } }, "480,00"],
      [{ status: "minimumStay", minimumNights: 7 }, "Mindestaufenthalt von 7 Nächten"],
      [{ status: "weekday" }, words.weekday],
      [{ status: "leadTime" }, words.leadTime],
      [{ status: "tooManyGuests" }, words.tooManyGuests],
      [{ status: "gap" }, words.gap],
      [{ status: "unavailable" }, words.unavailable],
      [{ status: "other", message: "<img src=x onerror=alert(1)>" }, "Nicht buchbar: <img src=x onerror=alert(1)>"],
      [{ status: "failed" }, words.failed],
      [{ status: "busy" }, words.busy],
    ] as [StayAnswer, string][]) {
      const { status } = await answerFor(Response.json(answer, { status: answer.status === "busy" ? 429 : 200 }));
      expect(status.textContent, answer.status).toContain(text);
      expect(status.querySelector("img, script"), answer.status).toBeNull();
    }
  });

  it("no availability line where the host has no function (404), none set up, or no network; and the button stays", async () => {
    for (const answer of [
      () => new Response("not found", { status: 404 }),
      () => Response.json({ status: "unconfigured" }),
      () => {
        throw new TypeError("Failed to fetch");
      },
    ]) {
      const { status, form } = await answerFor(answer);
      expect(status).toBeEmptyDOMElement();
      expect(form.querySelector("button[type=submit]")).toBeVisible();
    }
  });

  it("a host without the function is not asked again on that page", async () => {
    const { field } = await answerFor(() => new Response("not found", { status: 404 }));
    set(field("departure"), day(26));
    await answered();
    expect(asked.filter((path) => path.startsWith("/api/availability"))).toHaveLength(1);
  });

  it("an invalid stay asks nothing and takes the answer away", async () => {
    const { field, status } = await answerFor(Response.json({ status: "available", nights: 5 }));
    expect(status).not.toBeEmptyDOMElement();
    set(field("departure"), day(19));
    await answered();
    expect(status).toBeEmptyDOMElement();
    expect(asked.filter((path) => path.startsWith("/api/availability"))).toHaveLength(1);
  });
});
