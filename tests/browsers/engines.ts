import type { Key } from "./webdriver";

export type EngineName = "webkit" | "firefox";

/**
 * One page in one engine at one viewport size: what a journey does with it. Scripts run in the
 * page as strings, so that a function's source as tsx compiled it runs there too.
 */
export interface Tab {
  readonly engine: EngineName;
  readonly width: number;
  /** Loads a path of the site (a full navigation) and waits for the load event. */
  goto(path: string): Promise<void>;
  /** Runs `fn` in the page with JSON arguments; its JSON result comes back. */
  run<T, A extends unknown[] = []>(fn: (...args: A) => T, ...args: A): Promise<Awaited<T>>;
  /** A real click (the driver's) in the middle of the first element that matches. */
  click(selector: string): Promise<void>;
  /** A mouse click at viewport coordinates. */
  clickAt(x: number, y: number): Promise<void>;
  /** A key pressed and released on the focused element. */
  press(key: Key): Promise<void>;
  /** Runs `fn` in the document of the iframe that `frame` selects (for a failure's message). */
  inFrame<T, A extends unknown[] = []>(frame: string, fn: (...args: A) => T, ...args: A): Promise<Awaited<T>>;
  /** Chooses an option of a <select> as a guest would (a click on the option). */
  choose(select: string, value: string): Promise<void>;
  /** The roles the engine's accessibility tree gives the elements `selector` matches (WebKit only). */
  roles?(selector: string): Promise<string[]>;
  /** The viewport as PNG. */
  screenshot(): Promise<Buffer>;
  /** Uncaught errors, console errors and CSP violations since the last call. */
  problems(): Promise<string[]>;
  close(): Promise<void>;
}

export interface Engine {
  readonly name: EngineName;
  readonly version: string;
  /** A tab with empty storage at this size. */
  open(width: number, height: number): Promise<Tab>;
  stop(): Promise<void>;
}

/** `fn` applied to `args`, as an expression; tsx's `__name` helper is defined for it. */
export const expression = (fn: (...args: never[]) => unknown, args: unknown[]) =>
  `((__name) => (${fn.toString()}).apply(null, ${JSON.stringify(args)}))((f) => f)`;

/** An element's box in the viewport and the element at its middle (for a failed click's message). */
export const whereIs = (selector: string) => {
  const element = document.querySelector(selector);
  if (!element) return "not found";
  const box = element.getBoundingClientRect();
  const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
  const name = (e: Element | null) => (e ? e.tagName.toLowerCase() + (e.id ? `#${e.id}` : "") : "nothing");
  return `box ${Math.round(box.x)},${Math.round(box.y)} ${Math.round(box.width)}×${Math.round(box.height)} in ${innerWidth}×${innerHeight}, scrollY ${Math.round(scrollY)}, at its middle ${name(hit)}`;
};
