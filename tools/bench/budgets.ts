/** The performance budgets of issue "Fast on a phone", as the benchmark reports them. */
export const budgets = {
  /** JavaScript the home page loads up front, gzip. */
  homeJsGzipKb: 130,
  /** Everything the home page transfers until the visitor scrolls. */
  homeTransferKb: 400,
  lighthouse: { accessibility: 100, "best-practices": 100, seo: 100 },
  fcpMs: 1000,
  tbtMs: 50,
  cls: 0.01,
  /** With the splash off (PUBLIC_SPLASH_MS=0). */
  performanceWithoutSplash: 98,
  /** Fonts and images of the first screen ready this soon after the splash lifts. */
  heroReadyAfterLiftMs: 100,
  idleBusyPercent: 1,
  idleAnimationFramesPerSecond: 0,
  longAnimationFramesDuringScroll: 0,
} as const;
