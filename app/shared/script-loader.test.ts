import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { attemptTimeout, injectScript, loadScript, retryDelays } from "./script-loader";

/** An attempt that fails the first `failures` times, recording when each attempt started. */
function flaky(failures: number) {
  const startedAt: number[] = [];
  const attempt = vi.fn(async () => {
    startedAt.push(Date.now());
    if (startedAt.length <= failures) throw new Error("network");
  });
  return { attempt, startedAt };
}

describe("loadScript", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(0);
  });
  afterEach(() => vi.useRealTimers());

  it("retries after 1 s and then 3 s", () => {
    expect(retryDelays).toEqual([1000, 3000]);
  });

  it("loads at once when the first attempt works", async () => {
    const { attempt, startedAt } = flaky(0);
    await loadScript("/a.js", { attempt });
    expect(startedAt).toEqual([0]);
  });

  it("tries again 1 s after the first failure and 3 s after the second", async () => {
    const { attempt, startedAt } = flaky(2);
    const done = loadScript("/a.js", { attempt });
    await vi.advanceTimersByTimeAsync(999);
    expect(startedAt).toEqual([0]);
    await vi.advanceTimersByTimeAsync(1);
    expect(startedAt).toEqual([0, 1000]);
    await vi.advanceTimersByTimeAsync(2999);
    expect(startedAt).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    await expect(done).resolves.toBeUndefined();
    expect(startedAt).toEqual([0, 1000, 4000]);
  });

  it("gives up after the third failure", async () => {
    const { attempt, startedAt } = flaky(5);
    const done = loadScript("/a.js", { attempt });
    const failed = expect(done).rejects.toThrow("network");
    await vi.advanceTimersByTimeAsync(10_000);
    await failed;
    expect(startedAt).toEqual([0, 1000, 4000]);
  });

  it("stops retrying when aborted", async () => {
    const { attempt, startedAt } = flaky(5);
    const controller = new AbortController();
    const done = loadScript("/a.js", { attempt, signal: controller.signal });
    const failed = expect(done).rejects.toBeDefined();
    await vi.advanceTimersByTimeAsync(500);
    controller.abort();
    await vi.advanceTimersByTimeAsync(10_000);
    await failed;
    expect(startedAt).toEqual([0]);
  });
});

describe("injectScript", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("gives up on a script that never answers after the time limit, and removes it", async () => {
    // jsdom never loads scripts: the request hangs, as a provider that does not answer.
    const done = injectScript("https://login.smoobu.com/hangs.js", 4000);
    const failed = expect(done).rejects.toThrow(/no answer/);
    expect(document.querySelectorAll("script[data-embed-src]")).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(3999);
    expect(document.querySelectorAll("script[data-embed-src]")).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await failed;
    expect(document.querySelectorAll("script[data-embed-src]")).toHaveLength(0);
    expect(attemptTimeout).toBe(4000);
  });
});
