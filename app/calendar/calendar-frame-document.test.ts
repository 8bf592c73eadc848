import { readFileSync } from "node:fs";
import { join } from "node:path";
import { locales } from "../locales";
import { retryDelays } from "../shared/script-loader";
import { calendarScriptUrl } from "../shared/smoobu";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

// The frame document's classic scripts (public/embed/calendar/), run in jsdom.
interface Enhance {
  applyBrand(root: ParentNode): number;
  labelControls(root: ParentNode, labels: { prev: string; next: string }): number;
  enhanceCalendar(
    widget: HTMLElement,
    labels: { prev: string; next: string },
    onDrawn?: () => void,
    brandFor?: number,
  ): () => void;
}
interface Frame {
  readConfig(params: URLSearchParams): Record<string, string> | null;
  loadWithRetries(src: string, options: { attempt: (src: string) => Promise<unknown> }): Promise<unknown>;
  injectScript(src: string, timeout?: number): Promise<unknown>;
  widgetMarkup(config: Record<string, string>): HTMLElement;
  scriptUrl: string;
  retryDelays: number[];
}
let enhance: Enhance;
let frame: Frame;

beforeAll(() => {
  // Classic scripts (no exports): run as the frame document runs them, in order.
  for (const name of ["enhance.js", "frame.js"])
    new Function(readFileSync(join(process.cwd(), "public/embed/calendar", name), "utf8"))();
  const global = globalThis as unknown as { kiezCalendarEnhance: Enhance; kiezCalendarFrame: Frame };
  enhance = global.kiezCalendarEnhance;
  frame = global.kiezCalendarFrame;
});

/** The provider's markup (docs/provider.md): plain-div controls, h2 per month, td day cells, logo. */
const providerMarkup = (month: string) => `
  <div class="multiCalendarWidget">
    <div class="btn-prev"></div><div class="btn-next"></div>
    <div class="fullCalendar bigDevices"><div class="calendar"><h2>${month}</h2>
      <div class="singleCalendarWidget"><table><tbody><tr>
        <td class="day disabled">1</td><td class="day today">2</td><td class="calendarDay--booked">3</td>
        <td class="day blocked">4</td><td class="day">5</td>
      </tr></tbody></table></div></div></div>
    <a class="logo" href="https://www.smoobu.com">Smoobu</a>
  </div>`;

function widget() {
  const root = document.createElement("div");
  root.innerHTML = '<div class="calendarContent"></div>';
  document.body.replaceChildren(root);
  return root;
}

const labels = { prev: "Vorheriger Monat", next: "Nächster Monat" };
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("applyBrand", () => {
  it("colours the month heading, unavailable days and today, and hides the logo", () => {
    const root = widget();
    root.firstElementChild!.innerHTML = providerMarkup("November 2026");
    expect(enhance.applyBrand(root)).toBe(6);
    const style = (selector: string) => root.querySelector<HTMLElement>(selector)!.style;
    expect(style("h2").getPropertyValue("background-color")).toBe("rgb(11, 31, 58)");
    expect(style("h2").getPropertyPriority("color")).toBe("important");
    for (const day of [".disabled", ".blocked", ".calendarDay--booked"])
      expect(style(day).getPropertyValue("color"), day).toBe("rgb(220, 249, 138)");
    expect(style(".today").getPropertyValue("background-color")).toBe("rgb(220, 249, 138)");
    expect(style(".logo").display).toBe("none");
    expect(style("td:nth-child(5)").getPropertyValue("background-color")).toBe("");
  });
});

describe("enhanceCalendar", () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] }));
  afterEach(() => vi.useRealTimers());

  it("makes the month controls named buttons after every redraw, worked by Enter and Space", async () => {
    const root = widget();
    const content = root.firstElementChild!;
    const drawn = vi.fn();
    const stop = enhance.enhanceCalendar(root, labels, drawn);
    content.innerHTML = providerMarkup("November 2026");
    await vi.advanceTimersByTimeAsync(0);
    const next = () => root.querySelector<HTMLElement>(".btn-next")!;
    expect(next().getAttribute("role")).toBe("button");
    expect(next().tabIndex).toBe(0);
    expect(next().getAttribute("aria-label")).toBe("Nächster Monat");
    expect(root.querySelector(".btn-prev")!.getAttribute("aria-label")).toBe("Vorheriger Monat");
    expect(drawn).toHaveBeenCalled();
    const clicks = vi.fn();
    root.addEventListener("click", clicks);
    next().dispatchEvent(new KeyboardEvent("keydown", { key: "Enter", bubbles: true }));
    next().dispatchEvent(new KeyboardEvent("keydown", { key: " ", bubbles: true }));
    next().dispatchEvent(new KeyboardEvent("keydown", { key: "a", bubbles: true }));
    expect(clicks).toHaveBeenCalledTimes(2);
    // The provider redraws: plain divs again, labelled again.
    content.innerHTML = providerMarkup("December 2026");
    await vi.advanceTimersByTimeAsync(0);
    expect(next().getAttribute("aria-label")).toBe("Nächster Monat");
    stop();
  });

  it("brands every redraw for 10 s, then leaves it to the stylesheet; labels stay", async () => {
    const root = widget();
    const content = root.firstElementChild!;
    const stop = enhance.enhanceCalendar(root, labels);
    content.innerHTML = providerMarkup("November 2026");
    await vi.advanceTimersByTimeAsync(9_000);
    content.innerHTML = providerMarkup("December 2026");
    await vi.advanceTimersByTimeAsync(0);
    expect(root.querySelector<HTMLElement>("h2")!.style.color).toBe("rgb(220, 249, 138)");
    await vi.advanceTimersByTimeAsync(1_000);
    content.innerHTML = providerMarkup("January 2027");
    await vi.advanceTimersByTimeAsync(0);
    expect(root.querySelector<HTMLElement>("h2")!.style.color).toBe("");
    expect(root.querySelector(".btn-next")!.getAttribute("role")).toBe("button");
    stop();
  });

  it("keeps focus on the control the guest used when the provider redraws", async () => {
    vi.useRealTimers();
    const root = widget();
    const content = root.firstElementChild!;
    const stop = enhance.enhanceCalendar(root, labels);
    content.innerHTML = providerMarkup("November 2026");
    await flush();
    root.querySelector<HTMLElement>(".btn-next")!.focus();
    content.innerHTML = providerMarkup("December 2026");
    await flush();
    expect(document.activeElement).toBe(root.querySelector(".btn-next"));
    stop();
  });
});

describe("the frame's loader and settings", () => {
  it("knows the site's languages and loads the provider's calendar script", () => {
    const good = { apartment: "1", verification: "ab", prev: "p", next: "n", title: "t" };
    for (const lang of locales) expect(frame.readConfig(new URLSearchParams({ ...good, lang })), lang).not.toBeNull();
    expect(frame.scriptUrl).toBe(calendarScriptUrl);
    expect(frame.retryDelays).toEqual([...retryDelays]);
  });

  it("reads valid settings only", () => {
    const good = { lang: "de", apartment: "123", verification: "ab".repeat(32), prev: "p", next: "n", title: "t" };
    expect(frame.readConfig(new URLSearchParams(good))).toEqual(good);
    for (const bad of [{ lang: "xx" }, { apartment: "12a" }, { verification: "zz" }, { next: "" }])
      expect(frame.readConfig(new URLSearchParams({ ...good, ...bad })), JSON.stringify(bad)).toBeNull();
  });

  it("builds the provider's embed markup for the apartment and language", () => {
    const widgetElement = frame.widgetMarkup({ lang: "fr", apartment: "42", verification: "ab12" });
    expect(widgetElement.id).toBe("smoobuApartment42fr");
    const content = widgetElement.querySelector<HTMLElement>(".calendarContent")!;
    expect(content.dataset.loadCalendarUrl).toBe("https://login.smoobu.com/fr/cockpit/widget/single-calendar/42");
    expect(content.dataset.verification).toBe("ab12");
    expect(content.getAttribute("data-baseUrl")).toBe("https://login.smoobu.com");
  });

  it("retries after 1 s and 3 s, and gives a hanging script 4 s", async () => {
    vi.useFakeTimers();
    vi.setSystemTime(0);
    const started: number[] = [];
    const done = frame.loadWithRetries("x.js", {
      attempt: () => {
        started.push(Date.now());
        return Promise.reject(new Error("down"));
      },
    });
    const failed = expect(done).rejects.toThrow("down");
    await vi.advanceTimersByTimeAsync(5_000);
    await failed;
    expect(started).toEqual([0, 1000, 4000]);
    const hanging = frame.injectScript("https://login.smoobu.com/never.js");
    const timedOut = expect(hanging).rejects.toThrow(/timed out/);
    await vi.advanceTimersByTimeAsync(4_000);
    await timedOut;
    vi.useRealTimers();
  });
});
