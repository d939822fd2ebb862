/**
 * Counts attempts per sender in a sliding window. `check` records an attempt and
 * says whether it is allowed, or how many seconds until the next one would be.
 */
export class RateLimiter {
  private readonly attempts = new Map<string, number[]>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  check(key: string): { allowed: true } | { allowed: false; retryAfterSeconds: number } {
    const now = this.now();
    const recent = (this.attempts.get(key) ?? []).filter((at) => now - at < this.windowMs);
    if (recent.length >= this.limit) {
      this.attempts.set(key, recent);
      const oldest = recent[0] ?? now;
      return {
        allowed: false,
        retryAfterSeconds: Math.max(1, Math.ceil((oldest + this.windowMs - now) / 1000)),
      };
    }
    recent.push(now);
    this.attempts.set(key, recent);
    this.forgetIdle(now);
    return { allowed: true };
  }

  /** Keeps memory bounded: drop senders whose attempts have all expired. */
  private forgetIdle(now: number) {
    if (this.attempts.size < 1000) return;
    for (const [key, times] of this.attempts) {
      if (times.every((at) => now - at >= this.windowMs)) this.attempts.delete(key);
    }
  }
}
