/** How long to wait where the browser has no idle callbacks (Safari before 18.4, tests). */
const NO_IDLE_CALLBACK_MS = 1_000;
/** The latest an idle callback may come, busy or not. */
const IDLE_AT_LATEST_MS = 3_000;

/** Runs `run` when the browser is idle (within `IDLE_AT_LATEST_MS`). Returns a cancel function. */
export function whenIdle(run: () => void): () => void {
  if (typeof requestIdleCallback !== "function") {
    const timer = setTimeout(run, NO_IDLE_CALLBACK_MS);
    return () => clearTimeout(timer);
  }
  const handle = requestIdleCallback(run, { timeout: IDLE_AT_LATEST_MS });
  return () => cancelIdleCallback(handle);
}
