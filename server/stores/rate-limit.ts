/** How many attempts a key may make within a sliding window. */
export type RateRule = { limit: number; windowMs: number };
export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * The contact form's sliding window: one row per allowed attempt (keyed by a hash of the
 * sender's network), each deleted once it has left the window. Page views are counted apart,
 * one row per network and window (visit-sql.ts), so that a flood of views never slows a
 * message nor fills the store.
 */
export const CONTACT_ATTEMPTS = { table: "contact_attempts", key: "sender_hash" } as const;

/** Seconds until the oldest attempt in the window leaves it (at least 1). */
export function secondsUntilFree(oldestAttempt: Date, at: Date, windowMs: number): number {
  return Math.max(1, Math.ceil((oldestAttempt.getTime() + windowMs - at.getTime()) / 1000));
}
