import type { Spread } from "./bench-builds.ts";
import { budgets } from "./budgets.ts";
import type { BenchReport, PageResult } from "./results.ts";
import { PLAY_OUT_MS, TAP_STEPS } from "./taps.ts";

const check = (ok: boolean) => (ok ? "✅" : "❌");
const ms = (value: number) => `${Math.round(value)} ms`;
const eachRun = (runs: number[]) =>
  runs.map((value) => (Number.isNaN(value) ? "not measured" : `${Math.round(value)}`)).join(" / ");
const withSpread = (values: Spread, unit = " ms") => `${values.median}${unit} (${values.min}–${values.max})`;

/** One line per measure and page: the value, its budget and whether it is met. */
export function toMarkdown(report: BenchReport): string {
  const rows = Object.entries(report.results);
  const header = `| measure | budget | ${rows.map(([key]) => key).join(" | ")} |`;
  const divider = `|---|---|${rows.map(() => "---").join("|")}|`;
  const line = (name: string, budget: string, cell: (row: PageResult, key: string) => string) =>
    `| ${name} | ${budget} | ${rows.map(([key, row]) => cell(row, key)).join(" | ")} |`;
  const scored = (value: number | string, ok: boolean) => `${value} ${check(ok)}`;
  const onPhone = (key: string) => key.endsWith("mobile");
  /** `/`, and another language's home page (`/de/`, `/pt-BR/`). */
  const onHome = (key: string) => /^\/([a-z]{2,3}(-[A-Za-z0-9]{2,8})*\/)? /.test(key);
  const onWriting = (key: string) => key.startsWith("/writing");
  const jsBudget = (key: string) =>
    onHome(key) ? budgets.homeJsGzipKb : onWriting(key) ? budgets.writingJsGzipKb : Number.POSITIVE_INFINITY;
  const slowdown = `${report.phoneCpuSlowdown}×`;

  const lines = [
    line("JS up front (gzip)", `≤ ${budgets.homeJsGzipKb} KB on / and the writing`, (row, key) =>
      scored(row.browser.gzip.js, row.browser.gzip.js <= jsBudget(key)),
    ),
    line("CSS (gzip)", "", (row) => `${row.browser.gzip.css}`),
    line("images", "", (row) => `${row.browser.gzip.images}`),
    line("fonts", "", (row) => `${row.browser.gzip.fonts}`),
    line("transferred before scrolling", `≤ ${budgets.homeTransferKb} KB on /`, (row, key) =>
      scored(row.browser.transferKb, !onHome(key) || row.browser.transferKb <= budgets.homeTransferKb),
    ),
    ...(["performance", "accessibility", "best-practices", "seo"] as const).map((category) =>
      line(`Lighthouse ${category}`, category === "performance" ? "(splash 5 s)" : "100", (row) => {
        const value = row.lighthouse.scores[category];
        return category === "performance" ? `${value}` : scored(value, value >= 100);
      }),
    ),
    line(
      "Lighthouse performance, splash off",
      `≥ ${budgets.performanceWithoutSplash}; ${budgets.writingPerformance} for the writing on the phone`,
      (row, key) => {
        const value = row.lighthouseWithoutSplash.scores.performance;
        const least =
          onWriting(key) && onPhone(key) ? budgets.writingPerformance : budgets.performanceWithoutSplash;
        return scored(value, value >= least);
      },
    ),
    // Beneath the splash the page is hidden from Lighthouse's accessibility audits.
    line("Lighthouse accessibility, splash off", "100", (row) => {
      const value = row.lighthouseWithoutSplash.scores.accessibility;
      return scored(value, value >= 100);
    }),
    line("FCP", `≤ ${budgets.fcpMs} ms`, (row) =>
      scored(ms(row.lighthouse.metrics.fcp), row.lighthouse.metrics.fcp <= budgets.fcpMs),
    ),
    line("LCP", "", (row) => ms(row.lighthouse.metrics.lcp)),
    line("LCP, splash off", "", (row) => ms(row.lighthouseWithoutSplash.metrics.lcp)),
    line(`TBT from CPU time, splash off (each run)`, `≤ ${budgets.cpuTbtMs} ms on the phone`, (row, key) => {
      const { cpuTbt } = row.lighthouseWithoutSplash.metrics;
      const cell = `${ms(cpuTbt)} (${eachRun(row.lighthouseWithoutSplash.cpuTbtRuns)})`;
      return onPhone(key) ? scored(cell, cpuTbt <= budgets.cpuTbtMs) : cell;
    }),
    line(
      "TBT from CPU time, with the splash",
      "",
      (row) => `${ms(row.lighthouse.metrics.cpuTbt)} (${eachRun(row.lighthouse.cpuTbtRuns)})`,
    ),
    line(
      "Lighthouse TBT, wall time (reference)",
      "",
      (row) => `${ms(row.lighthouse.metrics.tbt)} (${eachRun(row.lighthouse.tbtRuns)})`,
    ),
    line("CLS", `≤ ${budgets.cls}`, (row) =>
      scored(row.lighthouse.metrics.cls.toFixed(3), row.lighthouse.metrics.cls <= budgets.cls),
    ),
    line("Speed Index", "", (row) => ms(row.lighthouse.metrics.speedIndex)),
    line("first screen ready after the splash", `≤ ${budgets.heroReadyAfterLiftMs} ms`, (row) =>
      scored(
        ms(row.browser.heroReadyAfterLiftMs),
        row.browser.heroReadyAfterLiftMs <= budgets.heroReadyAfterLiftMs,
      ),
    ),
    line(`the lift at ${slowdown}: frames over 50 ms`, "0 on the phone", (row, key) => {
      const cell = withSpread(row.lift.longFrames, "");
      return onPhone(key) ? scored(cell, row.lift.longFrames.median === 0) : cell;
    }),
    line(`the lift at ${slowdown}: longest frame`, `≤ ${budgets.liftFrameMs} ms on the phone`, (row, key) => {
      const cell = withSpread(row.lift.longestFrameMs);
      return onPhone(key) ? scored(cell, row.lift.longestFrameMs.median <= budgets.liftFrameMs) : cell;
    }),
    line(
      `the lift at ${slowdown}: blocking from CPU time`,
      `≤ ${budgets.liftBlockingMs} ms on the phone`,
      (row, key) => {
        const cell = withSpread(row.lift.blockingMs);
        return onPhone(key) ? scored(cell, row.lift.blockingMs.median <= budgets.liftBlockingMs) : cell;
      },
    ),
    line("main thread busy, idle at top", `≤ ${budgets.idleBusyPercent} %`, (row) =>
      scored(
        `${row.browser.idleTop.busyPercent} %`,
        row.browser.idleTop.busyPercent <= budgets.idleBusyPercent,
      ),
    ),
    line("animation frames/s, idle at top", `${budgets.idleAnimationFramesPerSecond}`, (row) =>
      scored(
        row.browser.idleTop.animationFramesPerSecond,
        row.browser.idleTop.animationFramesPerSecond <= budgets.idleAnimationFramesPerSecond,
      ),
    ),
    line(
      "main thread busy, idle after a scroll",
      "",
      (row) => `${row.browser.idleAfterScroll.busyPercent} %`,
    ),
    line(
      "frames over 50 ms in a full scroll",
      `${budgets.longAnimationFramesDuringScroll} (desktop)`,
      (row, key) => {
        const { count, worstMs } = row.browser.longAnimationFrames;
        const cell = `${count}${count ? ` (worst ${worstMs} ms)` : ""}`;
        return onPhone(key) ? cell : scored(cell, count <= budgets.longAnimationFramesDuringScroll);
      },
    ),
  ];

  const taps = [
    `| the phone at ${slowdown}, per step | interaction (budget ≤ ${budgets.tapMs} ms) | each run | longest frame as it plays out (budget ≤ ${budgets.stepFrameMs} ms) | each run |`,
    "|---|---|---|---|---|",
    ...TAP_STEPS.filter((step) => report.taps[step]).map((step) => {
      const values = report.taps[step];
      const frames = report.tapFrames[step];
      return `| ${step} | ${scored(withSpread(values), values.median <= budgets.tapMs)} | ${eachRun(values.runs)} | ${scored(withSpread(frames), frames.median <= budgets.stepFrameMs)} | ${eachRun(frames.runs)} |`;
    }),
    `| reference: the first tap on a bare page (a small dialog opens; no framework) | ${withSpread(report.bareTap)} | ${eachRun(report.bareTap.runs)} | | |`,
  ];

  const search = report.search
    ? [
        `| the search on the phone at ${slowdown}, for “${report.search.word}” | median (spread) | each run |`,
        "|---|---|---|",
        `| first open: from / to the first results, nothing loaded before | ${withSpread(report.search.firstResults)} | ${eachRun(report.search.firstResults.runs)} |`,
        `| a key typed to its results drawn (budget ≤ ${budgets.searchKeystrokeMs} ms) | ${scored(withSpread(report.search.keystroke), report.search.keystroke.median <= budgets.searchKeystrokeMs)} | ${eachRun(report.search.keystroke.runs)} |`,
        `| a key typed: interaction (event timing) | ${withSpread(report.search.interaction)} | ${eachRun(report.search.interaction.runs)} |`,
      ]
    : [];

  // One list across the pages, each entry named by its page and whether the splash was off.
  const namedByPage = (list: (result: PageResult["lighthouse"]) => string[]) =>
    rows.flatMap(([key, row]) => [
      ...list(row.lighthouse).map((entry) => `${key}: ${entry}`),
      ...list(row.lighthouseWithoutSplash).map((entry) => `${key} (splash off): ${entry}`),
    ]);
  const failed = namedByPage((result) => result.failedAudits);
  const madeAgain = namedByPage((result) => result.runsMadeAgain);
  const slowdownNote = report.calibration
    ? `phone CPU slowdown ${slowdown}, calibrated to this machine's CPU benchmark index ${report.calibration.benchmarkIndex} (${report.calibration.samples.join(" / ")})`
    : `phone CPU slowdown ${slowdown}`;
  return [
    `Measured ${report.measuredAt} (Lighthouse and the lift: median of ${report.runs} runs; taps: ${report.taps[TAP_STEPS[0]].runs.length} runs; ${slowdownNote}).`,
    "",
    header,
    divider,
    ...lines,
    "",
    ...taps,
    "",
    ...(search.length ? [...search, ""] : []),
    `Taps are event-timing durations (what INP reports), rounded by the browser to 8 ms; 0 means no event of the step reached 16 ms. Each step starts once the page's animations have ended. The longest frame is the longest long-animation-frame entry in the ${PLAY_OUT_MS / 1000} s after the input (0: none reached 50 ms): for opening a project and going back, the new page's arrival and the blocks drawn after it. The reference row is the machine's own share of a tap: the first tap on a page with next to nothing on it (a MENU button showing a small dialog, no framework).`,
    "",
    failed.length
      ? `Lighthouse audits not passed: ${failed.join(", ")}`
      : "Every binary Lighthouse audit passed.",
    ...(madeAgain.length
      ? ["", `Lighthouse runs made again after Lighthouse itself failed: ${madeAgain.join(", ")}`]
      : []),
    "",
  ].join("\n");
}
