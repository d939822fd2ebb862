/** How long to wait where the browser has no idle callbacks (Safari before 18.4, tests). */
const NO_IDLE_CALLBACK_MS = 1_000;

/** Runs `run` when the browser is idle (within 3 s at the latest). Returns a cancel function. */
export function whenIdle(run: () => void): () => void {
  if (typeof requestIdleCallback !== "function") {
    const timer = setTimeout(run, NO_IDLE_CALLBACK_MS);
    return () => clearTimeout(timer);
  }
  const handle = requestIdleCallback(run, { timeout: 3_000 });
  return () => cancelIdleCallback(handle);
}
