/**
 * How long a notice waits after each failed try, as multiples of the first wait
 * (NOTIFY_RETRY_MS, 1 minute by default): 1 min, 5 min, 30 min, 2 h, 12 h. After
 * the last, it is given up as failed.
 */
const RETRY_WAIT_FACTORS = [1, 5, 30, 120, 720] as const;
const FIRST_RETRY_WAIT_MS = 60_000;

/** When to try again after the `tries`-th failed try at `at`, or nothing once the waits are used up. */
export function nextTryAt(tries: number, at: Date, firstWaitMs = FIRST_RETRY_WAIT_MS): Date | undefined {
  const factor = RETRY_WAIT_FACTORS[tries - 1];
  return factor === undefined ? undefined : new Date(at.getTime() + factor * firstWaitMs);
}
