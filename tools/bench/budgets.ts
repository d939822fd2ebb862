/** The performance budgets, as the benchmark reports them (docs/performance.md). */
export const budgets = {
  /**
   * JavaScript the home page loads up front, gzip: 130 KB, the 1 KB issue 47 allows the light
   * theme (its control and the inline script, 0.9 KB; decision 068), and the search's control
   * and shortcuts (0.55 KB; its dialog and index load on the first open: decision 082).
   */
  homeJsGzipKb: 131.6,
  /** A writing page (the list, a post) loads no more JavaScript up front than the home page may. */
  writingJsGzipKb: 131.6,
  /** Lighthouse performance of the writing pages on the phone, splash off (issue 46). */
  writingPerformance: 100,
  /** Everything the home page transfers until the visitor scrolls. */
  homeTransferKb: 400,
  lighthouse: { accessibility: 100, "best-practices": 100, seo: 100 },
  fcpMs: 1000,
  /** TBT from CPU time on the phone, with the splash off. */
  cpuTbtMs: 50,
  cls: 0.01,
  /** With the splash off (PUBLIC_SPLASH_MS=0). */
  performanceWithoutSplash: 98,
  /** Fonts and images of the first screen ready this soon after the splash lifts. */
  heroReadyAfterLiftMs: 100,
  idleBusyPercent: 1,
  idleAnimationFramesPerSecond: 0,
  longAnimationFramesDuringScroll: 0,
  /** On the phone, from the lift to 5 s after it: no frame longer, and no more blocking. */
  liftFrameMs: 50,
  liftBlockingMs: 50,
  /** Every step of the scripted visitor on the phone (event timing, median). */
  tapMs: 50,
  /** The longest animation frame while a step plays out (a page's arrival, the menu's entrance), median. */
  stepFrameMs: 50,
  /** From a key typed in the search box to its results drawn, on the phone (issue 60). */
  searchKeystrokeMs: 100,
} as const;

/**
 * The main thread's budget every test run holds (tests/e2e/main-thread-budget.spec.ts): the
 * blocking a phone `slowdown` times slower than this machine would see while a page starts
 * (splash off), from each task's CPU time, put in one machine's terms by a bare React page's start
 * measured in the same run (tools/bench/bare-react-page.ts: `referenceMs` of CPU on the machine
 * the figures below were read on, quiet). Median of `runs`. The pages' medians read 0–70 ms in four runs here
 * (2026-12-02: home 0–47, a project 11–47, /ar/ 14–70); issue 71 asks for 50 ms, and the budget
 * leaves room above that for a noisier machine. `addedMs` of CPU in the reference machine's terms
 * (a loop of `addedIterations` to start with, about 100 ms here: 14 ms a million, 2026-12-02;
 * each run after the first sets its count from the last run's loop, as the trace reads it) as
 * the app starts must read over it.
 */
export const MAIN_THREAD_BUDGET = {
  slowdown: 4,
  referenceMs: 23,
  addedIterations: 7_000_000,
  addedMs: 100,
  blockingMs: 150,
  runs: 5,
} as const;
