/** Delays from docs/product.md. Each attempt adds a fresh <script>, so a provider script that scans the page on load (the calendar) runs again on every page that needs it. */
export const retryDelays = [1000, 3000] as const;
/** A script that never answers counts as failed after this. */
export const attemptTimeout = 4000;

export interface LoadOptions {
  delays?: readonly number[];
  signal?: AbortSignal;
  attempt?: (src: string) => Promise<void>;
  timeout?: number;
}

/** A failed attempt's <script> is removed; one that never answers fails after `timeout` ms. */
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
