/**
 * Loads a third-party script, retrying after the delays given (docs/product.md: 1 s, then 3 s).
 * Each attempt adds a fresh <script> element, so a provider script that scans the page
 * when it runs (the availability calendar) runs again on every page that needs it.
 */
export const retryDelays = [1000, 3000] as const;
/** How long one attempt may take: a script that never answers counts as failed after this. */
export const attemptTimeout = 4000;

export interface LoadOptions {
  /** Waits between attempts: the first retry after delays[0], and so on. */
  delays?: readonly number[];
  /** Abort to stop waiting and retrying (the component unmounted). */
  signal?: AbortSignal;
  /** One attempt: resolves when the script ran, rejects when it failed to load. */
  attempt?: (src: string) => Promise<void>;
  /** The default attempt's time limit (ms). */
  timeout?: number;
}

/**
 * One attempt in the browser: a new async <script> in <head>. It fails when the script does not
 * load or does not answer within `timeout` ms (a hanging request); a failed one is removed.
 */
export function injectScript(src: string, timeout = attemptTimeout): Promise<void> {
  return new Promise((resolve, reject) => {
    for (const old of document.querySelectorAll(`script[data-embed-src="${CSS.escape(src)}"]`)) old.remove();
    const script = document.createElement("script");
    const fail = (why: string) => {
      clearTimeout(timer);
      script.remove();
      reject(new Error(`could not load ${src}: ${why}`));
    };
    const timer = setTimeout(() => fail("no answer"), timeout);
    script.src = src;
    script.async = true;
    script.dataset.embedSrc = src;
    script.onload = () => {
      clearTimeout(timer);
      resolve();
    };
    script.onerror = () => fail("failed");
    document.head.append(script);
  });
}

function wait(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      "abort",
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}

/** Resolves after the first attempt that loads; rejects after the last one fails or on abort. */
export async function loadScript(src: string, options: LoadOptions = {}): Promise<void> {
  const { delays = retryDelays, signal, timeout = attemptTimeout } = options;
  const attempt = options.attempt ?? ((url: string) => injectScript(url, timeout));
  for (let index = 0; ; index++) {
    signal?.throwIfAborted();
    try {
      await attempt(src);
      signal?.throwIfAborted();
      return;
    } catch (error) {
      if (signal?.aborted || index >= delays.length) throw error;
    }
    await wait(delays[index]!, signal);
  }
}
