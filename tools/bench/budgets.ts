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
 * (splash off), from each task's CPU time, put in this machine's terms by a reference workload
 * measured in the same run (`referenceIterations` of a loop, `referenceMs` of CPU here, quiet).
 * Median of `runs`. Issue 71 asks for 50 ms; the budget is where the pages stand now (home 90–110
 * ms, a project 70–75, medians on a quiet machine, 2026-11-29), with room for the machine's noise,
 * so a change that adds work fails the run (100 ms more script at the start reads 250–360, and the
 * test checks it).
 */
export const MAIN_THREAD_BUDGET = {
  slowdown: 4,
  referenceIterations: 1_000_000,
  referenceMs: 46,
  blockingMs: 180,
  runs: 5,
} as const;
