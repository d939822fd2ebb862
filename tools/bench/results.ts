import type { Spread } from "./bench-builds.ts";
import type { BrowserMeasures } from "./browser-measures.ts";
import type { LighthouseResult } from "./lighthouse-run.ts";
import type { TapStep } from "./taps.ts";

/** What the bench measures on one page at one form factor ("/ mobile"). */
export type PageResult = {
  lighthouse: LighthouseResult;
  /** The same page built with PUBLIC_SPLASH_MS=0. */
  lighthouseWithoutSplash: LighthouseResult;
  browser: BrowserMeasures;
  /** The splash lifting, at the phone's slowdown: see lift.ts. */
  lift: { longFrames: Spread; longestFrameMs: Spread; blockingMs: Spread };
};

/** bench-results/latest.json. */
export type BenchReport = {
  measuredAt: string;
  /** Lighthouse and lift runs per page. */
  runs: number;
  /** The simulated phone's CPU slowdown (Lighthouse's own 4× unless BENCH_CPU_SLOWDOWN says otherwise). */
  phoneCpuSlowdown: number;
  /** Set when that slowdown was calibrated to this machine's CPU benchmark index before the runs. */
  calibration?: { benchmarkIndex: number; samples: number[] };
  results: Record<string, PageResult>;
  /** The scripted visitor on the phone, at the phone's slowdown: see taps.ts. */
  taps: Record<TapStep, Spread>;
  /** The longest animation frame while each step played out (0: none over 50 ms). */
  tapFrames: Record<TapStep, Spread>;
  /** The first tap on a bare page's MENU button (a small dialog opens, no framework): the machine's own share. */
  bareTap: Spread;
  /** The search on the phone (search.ts), searching for `word`; absent from reports made before it. */
  search?: { word: string; firstResults: Spread; keystroke: Spread; interaction: Spread };
};
