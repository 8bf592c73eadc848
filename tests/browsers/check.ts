import { setTimeout as wait } from "node:timers/promises";
import type { EngineName, Tab } from "./engines";
import type { FakeNetwork } from "./fake-network";

/**
 * What a journey's checks are made of: a check, what it is given, and the ways it waits for a page
 * and fails.
 */

export interface Context {
  tab: Tab;
  path: string;
  phone: boolean;
  network: FakeNetwork;
}

export interface Check {
  name: string;
  /** Only at phone width, or only at desktop width. */
  only?: "phone" | "desktop";
  /** Only in this engine. */
  engine?: EngineName;
  /** Leaves the page or its state changed: the next check starts from a fresh load. */
  leaves?: boolean;
  /** Loads the page itself. */
  loads?: boolean;
  run(context: Context): Promise<void>;
}

export class CheckFailed extends Error {}

export const fail = (message: string): never => {
  throw new CheckFailed(message);
};

/** Polls `fn` in the page until it returns a truthy value; fails with `what` after `timeout` ms. */
export async function until<T, A extends unknown[]>(
  tab: Tab,
  what: string,
  fn: (...args: A) => T,
  args: A,
  timeout = 5000,
): Promise<T> {
  const end = Date.now() + timeout;
  let last: T | undefined;
  for (;;) {
    last = await tab.run(fn, ...args);
    if (last) return last;
    if (Date.now() > end) return fail(`${what} (still ${JSON.stringify(last)} after ${timeout / 1000} s)`);
    await wait(100);
  }
}

/** The page has loaded (its module script has run by then; islands load as they near the view). */
export const ready = (tab: Tab) => until(tab, "the page to load", () => document.readyState === "complete", [], 10_000);

/** Marks the first element matching `selector` whose text is `text` with data-smoke=`mark`. */
export const markByText = (tab: Tab, selector: string, text: string, mark: string) =>
  tab.run(
    (selector: string, text: string, mark: string) => {
      const element = [...document.querySelectorAll(selector)].find((e) => e.textContent?.trim() === text);
      element?.setAttribute("data-smoke", mark);
      return !!element;
    },
    selector,
    text,
    mark,
  );

// Functions that run in the page are self-contained: they reach nothing of this module there.
export const visible = (selector: string) => {
  const element = document.querySelector(selector);
  return !!element && (element as HTMLElement).checkVisibility() && element.getBoundingClientRect().height > 0;
};
export const hidden = (selector: string) => {
  const element = document.querySelector(selector);
  return !element || !(element as HTMLElement).checkVisibility() || element.getBoundingClientRect().height === 0;
};
