import type { Browser } from "@playwright/test";
import { type FormFactor, openThrottledPage, type Scheme } from "./form-factors.ts";
import { blockingFromCpuTime, mainThreadTasks, rendererMainThread, type TraceEvent } from "./main-thread.ts";

export type LiftMeasures = {
  /** Animation frames over 50 ms from the lift to 5 s after it (long-animation-frame entries, wall time). */
  longFrames: { count: number; longestMs: number };
  /**
   * Main-thread blocking in the same window, from each task's CPU time. Under DevTools
   * throttling the throttled thread's CPU time already stretches with the slowdown
   * (measured: the lift's task took 31 ms at 1× and 108 ms at 4×), so it is taken as it is.
   */
  blockingMs: number;
  longestTaskMs: number;
};

export const LIFT_WINDOW_MS = 5_000;
const LIFTED_MARK = "bench:lifted";

/** Marks the moment the lift begins, and keeps every long animation frame. */
const watchTheLift = (markName: string) => {
  const frames: Array<{ startTime: number; duration: number }> = [];
  (window as unknown as { __frames: typeof frames }).__frames = frames;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      frames.push({ startTime: entry.startTime, duration: entry.duration });
  }).observe({ type: "long-animation-frame", buffered: true });
  // A promise the bench awaits: Playwright's own waiting polls in the page every frame,
  // which would add its work to the very frames being measured.
  (window as unknown as { __lifted: Promise<number> }).__lifted = new Promise((resolve) => {
    // The lift begins when the page starts to be uncovered beneath the splash: the first
    // block whose `inert` comes off, shortly before the splash goes, or the page shown.
    const observer = new MutationObserver((records) => {
      if (document.readyState === "loading") return;
      const uncovering = records.some(
        (record) => record.attributeName === "inert" && !(record.target as Element).hasAttribute("inert"),
      );
      const covered =
        document.getElementById("loading-splash") && document.querySelector("[data-covered], [inert]");
      if (covered && !uncovering) return;
      observer.disconnect();
      resolve(performance.mark(markName).startTime);
    });
    observer.observe(document, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ["data-covered", "inert"],
    });
  });
};

/**
 * Loads `url` with the splash, the CPU slowed `slowdown` times (DevTools throttling),
 * and measures what the main thread does from the lift to 5 s after it.
 */
export async function measureLift(
  browser: Browser,
  url: string,
  formFactor: FormFactor,
  slowdown: number,
  scheme: Scheme = "dark",
): Promise<LiftMeasures> {
  const { context, page } = await openThrottledPage(
    browser,
    formFactor,
    slowdown,
    watchTheLift,
    LIFTED_MARK,
    scheme,
  );
  await browser.startTracing(page, {
    categories: ["devtools.timeline", "disabled-by-default-devtools.timeline", "blink.user_timing"],
  });
  await page.goto(url, { waitUntil: "load" });
  const liftedAt = await page.evaluate(() => (window as unknown as { __lifted: Promise<number> }).__lifted);
  const sinceLift = await page.evaluate(() => performance.now());
  await page.waitForTimeout(Math.max(0, LIFT_WINDOW_MS - (sinceLift - liftedAt)) + 500);
  const frames = await page.evaluate(
    ({ from, to }) =>
      (window as unknown as { __frames: Array<{ startTime: number; duration: number }> }).__frames
        .filter((frame) => frame.startTime + frame.duration > from && frame.startTime < to)
        .map((frame) => frame.duration),
    { from: liftedAt, to: liftedAt + LIFT_WINDOW_MS },
  );
  const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
  await context.close();

  const thread = rendererMainThread(trace.traceEvents, LIFTED_MARK);
  const blocking = blockingFromCpuTime(
    mainThreadTasks(trace.traceEvents, thread),
    1,
    thread.markUs,
    thread.markUs + LIFT_WINDOW_MS * 1000,
  );
  return {
    longFrames: { count: frames.length, longestMs: Math.round(Math.max(0, ...frames)) },
    blockingMs: blocking.blockingMs,
    longestTaskMs: blocking.longestTaskMs,
  };
}
