import type { BrowserMeasures } from "./browser-measures.ts";
import { budgets } from "./budgets.ts";
import { LIGHTHOUSE_CPU_SLOWDOWN, suggestedCpuSlowdown } from "./cpu-slowdown.ts";
import { type LighthouseResult, median } from "./lighthouse-run.ts";

type Row = {
  lighthouse: LighthouseResult;
  lighthouseWithoutSplash: LighthouseResult;
  browser: BrowserMeasures;
  /** The phone at Lighthouse's own 4×, when the runs above used another slowdown. */
  lighthouseAtLighthouseSlowdown?: LighthouseResult;
};
type Report = {
  measuredAt: string;
  runs: number;
  /** The simulated phone's CPU slowdown (Lighthouse's own is 4×). */
  phoneCpuSlowdown: number;
  /** Set when that slowdown was calibrated to this machine's CPU benchmark index before the runs. */
  calibration?: { benchmarkIndex: number; samples: number[] };
  results: Record<string, unknown>;
  /** Lighthouse mobile on the NOT FOUND page: the app's start-up with almost no page. */
  notFoundPage?: LighthouseResult;
};

const check = (ok: boolean) => (ok ? "✅" : "❌");
const ms = (value: number) => `${Math.round(value)} ms`;
const eachRun = (runs: number[]) =>
  runs.map((tbt) => (Number.isNaN(tbt) ? "not measured" : `${tbt}`)).join(" / ");

/** One line per measure and page: the value, its budget and whether it is met. */
export function toMarkdown(report: Report): string {
  const rows = Object.entries(report.results) as Array<[string, Row]>;
  const header = `| measure | budget | ${rows.map(([key]) => key).join(" | ")} |`;
  const divider = `|---|---|${rows.map(() => "---").join("|")}|`;
  const line = (name: string, budget: string, cell: (row: Row, key: string) => string) =>
    `| ${name} | ${budget} | ${rows.map(([key, row]) => cell(row, key)).join(" | ")} |`;
  const scored = (value: number, ok: boolean) => `${value} ${check(ok)}`;

  const lines = [
    line("JS up front (gzip)", `≤ ${budgets.homeJsGzipKb} KB on /`, (row, key) =>
      scored(row.browser.gzip.js, !key.startsWith("/ ") || row.browser.gzip.js <= budgets.homeJsGzipKb),
    ),
    line("CSS (gzip)", "", (row) => `${row.browser.gzip.css}`),
    line("images", "", (row) => `${row.browser.gzip.images}`),
    line("fonts", "", (row) => `${row.browser.gzip.fonts}`),
    line("transferred before scrolling", `≤ ${budgets.homeTransferKb} KB on /`, (row, key) =>
      scored(
        row.browser.transferKb,
        !key.startsWith("/ ") || row.browser.transferKb <= budgets.homeTransferKb,
      ),
    ),
    ...(["performance", "accessibility", "best-practices", "seo"] as const).map((category) =>
      line(`Lighthouse ${category}`, category === "performance" ? "(splash 5 s)" : "100", (row) => {
        const value = row.lighthouse.scores[category];
        return category === "performance" ? `${value}` : scored(value, value >= 100);
      }),
    ),
    line("Lighthouse performance, splash off", `≥ ${budgets.performanceWithoutSplash}`, (row) =>
      scored(
        row.lighthouseWithoutSplash.scores.performance,
        row.lighthouseWithoutSplash.scores.performance >= budgets.performanceWithoutSplash,
      ),
    ),
    line(
      "FCP",
      `≤ ${budgets.fcpMs} ms`,
      (row) => `${ms(row.lighthouse.metrics.fcp)} ${check(row.lighthouse.metrics.fcp <= budgets.fcpMs)}`,
    ),
    // Beneath the splash the page is hidden, so Lighthouse's accessibility audits see mostly
    // the splash: the build without it is where they see the page itself.
    line("Lighthouse accessibility, splash off", "100", (row) =>
      scored(
        row.lighthouseWithoutSplash.scores.accessibility,
        row.lighthouseWithoutSplash.scores.accessibility >= 100,
      ),
    ),
    line("LCP", "", (row) => ms(row.lighthouse.metrics.lcp)),
    line("LCP, splash off", "", (row) => ms(row.lighthouseWithoutSplash.metrics.lcp)),
    line(
      "TBT",
      `≤ ${budgets.tbtMs} ms`,
      (row) => `${ms(row.lighthouse.metrics.tbt)} ${check(row.lighthouse.metrics.tbt <= budgets.tbtMs)}`,
    ),
    line("TBT, each run", "", (row) => eachRun(row.lighthouse.tbtRuns)),
    ...(rows.some(([, row]) => row.lighthouseAtLighthouseSlowdown)
      ? [
          line(`TBT at Lighthouse's own ${LIGHTHOUSE_CPU_SLOWDOWN}× (reference)`, "", (row) => {
            const reference = row.lighthouseAtLighthouseSlowdown;
            return reference ? `${ms(reference.metrics.tbt)} (${eachRun(reference.tbtRuns)})` : "";
          }),
        ]
      : []),
    line(
      "CLS",
      `≤ ${budgets.cls}`,
      (row) => `${row.lighthouse.metrics.cls.toFixed(3)} ${check(row.lighthouse.metrics.cls <= budgets.cls)}`,
    ),
    line("Speed Index", "", (row) => ms(row.lighthouse.metrics.speedIndex)),
    line("Lighthouse CPU benchmark index", "", (row) => `${row.lighthouse.benchmarkIndex}`),
    line(
      "first screen ready after the splash",
      `≤ ${budgets.heroReadyAfterLiftMs} ms`,
      (row) =>
        `${ms(row.browser.heroReadyAfterLiftMs)} ${check(row.browser.heroReadyAfterLiftMs <= budgets.heroReadyAfterLiftMs)}`,
    ),
    line(
      "main thread busy, idle at top",
      `≤ ${budgets.idleBusyPercent} %`,
      (row) =>
        `${row.browser.idleTop.busyPercent} % ${check(row.browser.idleTop.busyPercent <= budgets.idleBusyPercent)}`,
    ),
    line(
      "animation frames/s, idle at top",
      `${budgets.idleAnimationFramesPerSecond}`,
      (row) =>
        `${row.browser.idleTop.animationFramesPerSecond} ${check(row.browser.idleTop.animationFramesPerSecond <= budgets.idleAnimationFramesPerSecond)}`,
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
        const desktop = key.endsWith("desktop");
        return `${count}${count ? ` (worst ${worstMs} ms)` : ""} ${desktop ? check(count <= budgets.longAnimationFramesDuringScroll) : ""}`.trim();
      },
    ),
  ];
  const failed = rows.flatMap(([key, row]) => [
    ...row.lighthouse.failedAudits.map((audit) => `${key}: ${audit}`),
    ...row.lighthouseWithoutSplash.failedAudits.map((audit) => `${key} (splash off): ${audit}`),
  ]);
  const reference = report.notFoundPage;
  const phoneRuns = [
    ...rows
      .filter(([key]) => key.endsWith("mobile"))
      .flatMap(([, row]) => [row.lighthouse, row.lighthouseWithoutSplash]),
    ...(reference ? [reference] : []),
  ];
  const phoneIndex = median(phoneRuns.map((run) => run.benchmarkIndex));
  const calibrated = suggestedCpuSlowdown(phoneIndex);
  const slowdown = report.calibration
    ? `; phone CPU slowdown ${report.phoneCpuSlowdown}×, calibrated to this machine: CPU benchmark index ${report.calibration.benchmarkIndex} (median of ${report.calibration.samples.join(" / ")}, measured before the runs) on the scale of Lighthouse's slowdown calculator, which gives Lighthouse's own ${LIGHTHOUSE_CPU_SLOWDOWN}× at an index of about 1533`
    : `; phone CPU slowdown ${report.phoneCpuSlowdown}×, fixed by BENCH_CPU_SLOWDOWN`;
  return [
    `Measured ${report.measuredAt} (Lighthouse: median of ${report.runs} runs${slowdown}).`,
    "",
    header,
    divider,
    ...lines,
    "",
    ...(reference
      ? [
          `Reference, not a budget: TBT of the NOT FOUND page on the simulated phone (the same splash and start-up with almost no page): ${ms(reference.metrics.tbt)} (each run: ${eachRun(reference.tbtRuns)}; CPU benchmark index ${reference.benchmarkIndex}).`,
          "",
        ]
      : []),
    ...(calibrated && !report.calibration
      ? [
          `For this machine's median CPU benchmark index in the phone runs (${phoneIndex}), the slowdown calculator Lighthouse's throttling guide links to suggests ${calibrated}× to stand for its mid-tier phone (what \`npm run bench\` uses unless BENCH_CPU_SLOWDOWN fixes one).`,
          "",
        ]
      : []),
    failed.length
      ? `Lighthouse audits not passed: ${failed.join(", ")}`
      : "Every binary Lighthouse audit passed.",
    "",
  ].join("\n");
}
