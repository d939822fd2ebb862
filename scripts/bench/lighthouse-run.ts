import * as chromeLauncher from "chrome-launcher";
import lighthouse, { desktopConfig } from "lighthouse";
import { chromiumFlags } from "../../tests/e2e/find-chromium.ts";

export type FormFactor = "mobile" | "desktop";
export type LighthouseResult = {
  scores: Record<"performance" | "accessibility" | "best-practices" | "seo", number>;
  metrics: { fcp: number; lcp: number; tbt: number; cls: number; speedIndex: number };
  failedAudits: string[];
  /** Each run's TBT, in the order run: its spread shows how steady the machine was. */
  tbtRuns: number[];
  /** Lighthouse's measure of this machine's CPU speed (median): its 4× slowdown is applied on top. */
  benchmarkIndex: number;
};

/**
 * The phone's CPU slowdown when BENCH_CPU_SLOWDOWN is set; otherwise Lighthouse's own (4×).
 * Lighthouse's throttling guide suggests a lower one on a machine slower than it expects.
 */
export const phoneCpuSlowdown = process.env.BENCH_CPU_SLOWDOWN
  ? Number(process.env.BENCH_CPU_SLOWDOWN)
  : undefined;

export const median = (values: number[]) => {
  // A run that could not measure a metric (NaN) does not count.
  const sorted = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

async function runOnce(url: string, formFactor: FormFactor, chromePath: string): Promise<LighthouseResult> {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ["--headless=new", ...chromiumFlags],
  });
  try {
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        ...(formFactor === "mobile" && phoneCpuSlowdown
          ? { throttling: { cpuSlowdownMultiplier: phoneCpuSlowdown } }
          : {}),
      },
      formFactor === "desktop" ? desktopConfig : undefined,
    );
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const failedAudits = Object.values(lhr.audits)
      .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === "binary")
      .map((audit) => audit.id);
    return {
      scores: {
        performance: score("performance"),
        accessibility: score("accessibility"),
        "best-practices": score("best-practices"),
        seo: score("seo"),
      },
      metrics: {
        fcp: value("first-contentful-paint"),
        lcp: value("largest-contentful-paint"),
        tbt: value("total-blocking-time"),
        cls: value("cumulative-layout-shift"),
        speedIndex: value("speed-index"),
      },
      failedAudits,
      tbtRuns: [Math.round(value("total-blocking-time"))],
      benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    };
  } finally {
    chrome.kill();
  }
}

/** Lighthouse `runs` times, each number the median of the runs. */
export async function lighthouseMedian(url: string, formFactor: FormFactor, chromePath: string, runs = 3) {
  const results: LighthouseResult[] = [];
  for (let run = 0; run < runs; run++) results.push(await runOnce(url, formFactor, chromePath));
  const pick = <T extends keyof LighthouseResult>(group: T, key: keyof LighthouseResult[T]) =>
    median(results.map((result) => result[group][key] as number));
  return {
    scores: {
      performance: pick("scores", "performance"),
      accessibility: pick("scores", "accessibility"),
      "best-practices": pick("scores", "best-practices"),
      seo: pick("scores", "seo"),
    },
    metrics: {
      fcp: pick("metrics", "fcp"),
      lcp: pick("metrics", "lcp"),
      tbt: pick("metrics", "tbt"),
      cls: pick("metrics", "cls"),
      speedIndex: pick("metrics", "speedIndex"),
    },
    failedAudits: [...new Set(results.flatMap((result) => result.failedAudits))],
    tbtRuns: results.flatMap((result) => result.tbtRuns),
    benchmarkIndex: median(results.map((result) => result.benchmarkIndex)),
  } satisfies LighthouseResult;
}
