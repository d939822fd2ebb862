/** How many attempts a key may make within a sliding window. */
export type RateRule = { limit: number; windowMs: number };
export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * The tables a sliding window is kept in, one row per allowed attempt, each deleted once it has
 * left the window: the contact form's (keyed by a hash of the sender's network) and the page
 * views' (the same, apart so that a flood of views never slows a message).
 */
export const ATTEMPT_TABLES = {
  contact: { table: "contact_attempts", key: "sender_hash" },
  visit: { table: "visit_attempts", key: "rate_key" },
} as const;
export type AttemptKind = keyof typeof ATTEMPT_TABLES;

/** Seconds until the oldest attempt in the window leaves it (at least 1). */
export function secondsUntilFree(oldestAttempt: Date, at: Date, windowMs: number): number {
  return Math.max(1, Math.ceil((oldestAttempt.getTime() + windowMs - at.getTime()) / 1000));
}
