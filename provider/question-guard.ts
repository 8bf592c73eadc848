// What keeps a burst of guests' questions (or someone's script) from becoming a burst of calls to
// the provider, in the isolate's memory: recent answers, and a bound on the calls.

/** Answers kept for `ttlMs`, at most `size` of them (the oldest go first). */
export class RecentAnswers<T> {
  private readonly entries = new Map<string, { value: T; until: number }>();
  constructor(private readonly options: { ttlMs: number; size: number; now: () => number }) {}

  get(key: string): T | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.until > this.options.now()) return entry.value;
    this.entries.delete(key);
    return undefined;
  }

  set(key: string, value: T) {
    this.entries.delete(key);
    this.entries.set(key, { value, until: this.options.now() + this.options.ttlMs });
    while (this.entries.size > this.options.size) this.entries.delete(this.entries.keys().next().value!);
  }

  get size() {
    return this.entries.size;
  }
}

/** At most `perMinute` calls a minute, refilled evenly (a token bucket as deep as a minute's calls). */
export class CallBound {
  private tokens: number;
  private at: number;
  /** The provider said to wait until then. */
  private pausedUntil = 0;
  constructor(private readonly options: { perMinute: number; now: () => number }) {
    this.tokens = options.perMinute;
    this.at = options.now();
  }

  private refill() {
    const now = this.options.now();
    this.tokens = Math.min(this.options.perMinute, this.tokens + ((now - this.at) * this.options.perMinute) / 60_000);
    this.at = now;
    return now;
  }

  /** Whether a call may go out now (and counts it). */
  take(): boolean {
    const now = this.refill();
    if (now < this.pausedUntil || this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }

  pause(seconds: number) {
    this.pausedUntil = Math.max(this.pausedUntil, this.options.now() + seconds * 1000);
  }

  /** Whole seconds until a call may go out. */
  retryAfterSeconds(): number {
    const now = this.refill();
    const refilled = ((1 - this.tokens) * 60_000) / this.options.perMinute;
    return Math.max(1, Math.ceil(Math.max(this.pausedUntil - now, refilled) / 1000));
  }
}
