import { chromium } from "@playwright/test";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { desktopConfig } from "lighthouse";
import { pageFunctions } from "lighthouse/core/lib/page-functions.js";
import { chromiumFlags } from "../../support/find-chromium.ts";
import type { FormFactor, Scheme } from "./form-factors.ts";
import { blockingFromCpuTime, mainThreadTasks, rendererMainThread, type TraceEvent } from "./main-thread.ts";
import { runAgainIfBroken } from "./run-again.ts";

export type LighthouseResult = {
  scores: Record<"performance" | "accessibility" | "best-practices" | "seo", number>;
  metrics: { fcp: number; lcp: number; tbt: number; cpuTbt: number; cls: number; speedIndex: number };
  failedAudits: string[];
  /** Each run's TBT, in the order run: its spread shows how steady the machine was. */
  tbtRuns: number[];
  /** Each run's TBT from CPU time (see main-thread.ts). */
  cpuTbtRuns: number[];
  /** Lighthouse's measure of this machine's CPU speed (median): its 4× slowdown is applied on top. */
  benchmarkIndex: number;
  /** Lighthouse's own error when a run failed as a whole (e.g. `NO_NAVSTART`: no trace recorded). */
  runError?: string;
  /** The errors after which a run was made again (see `lighthouseMedian`). */
  runsMadeAgain: string[];
};

/** How many more times a run that failed as a whole is made, before its failure is reported. */
const REPEATS_AFTER_RUN_ERROR = 2;

export const median = (values: number[]) => {
  // A run that could not measure a metric (NaN) does not count.
  const sorted = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/** A Chromium for Lighthouse, its system theme `scheme` (Blink's preferred scheme: 0 dark, 1 light). */
const launchChrome = (chromePath: string, scheme: Scheme = "dark") =>
  chromeLauncher.launch({
    chromePath,
    chromeFlags: [
      "--headless=new",
      `--blink-settings=preferredColorScheme=${scheme === "dark" ? 0 : 1}`,
      ...chromiumFlags,
    ],
  });

/**
 * This machine's CPU benchmark index the way Lighthouse takes it at the start of a
 * run (its own benchmark, in a Chromium just launched), once per launch.
 */
export async function measureBenchmarkIndex(chromePath: string, samples = 5): Promise<number[]> {
  const values: number[] = [];
  for (let sample = 0; sample < samples; sample++) {
    const chrome = await launchChrome(chromePath);
    try {
      const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
      const [context] = browser.contexts();
      const page = context?.pages()[0] ?? (await context?.newPage());
      if (!page) throw new Error("no page to measure the CPU benchmark index in");
      values.push(Math.round(Number(await page.evaluate(`(${pageFunctions.computeBenchmarkIndex})()`))));
      await browser.close();
    } finally {
      chrome.kill();
    }
  }
  return values;
}

/**
 * TBT as Lighthouse counts it (what each main-thread task from the first contentful
 * paint on lasts beyond 50 ms), each task taken as its CPU time times the slowdown.
 */
function tbtFromCpuTime(events: TraceEvent[], slowdown: number) {
  const thread = rendererMainThread(events, "firstContentfulPaint");
  return blockingFromCpuTime(mainThreadTasks(events, thread), slowdown, thread.markUs).blockingMs;
}

/** The elements a failed audit names, so a failure seen once in a bench can be looked into. */
function failingNodes(details: unknown): string {
  const items = (details as { items?: Array<{ node?: { selector?: string } }> } | undefined)?.items ?? [];
  const selectors = items.flatMap((item) => (item.node?.selector ? [item.node.selector] : []));
  return selectors.length > 0 ? ` (${selectors.slice(0, 3).join(", ")})` : "";
}

/** `phoneCpuSlowdown` replaces Lighthouse's own 4× for the phone when set. */
export async function runOnce(
  url: string,
  formFactor: FormFactor,
  chromePath: string,
  phoneCpuSlowdown?: number,
  scheme: Scheme = "dark",
): Promise<LighthouseResult> {
  const chrome = await launchChrome(chromePath, scheme);
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
    const cpuTbt = tbtFromCpuTime(
      result.artifacts.Trace.traceEvents as TraceEvent[],
      lhr.configSettings.throttling.cpuSlowdownMultiplier ?? 1,
    );
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    // A run that breaks scores nothing; say why, so a 0 in the table can be looked into. When
    // the whole run failed, every audit that needed its trace says so too: the run's error is
    // the one worth reading.
    const runProblems = lhr.runtimeError
      ? [`run error ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`]
      : Object.values(lhr.audits)
          .filter((audit) => audit.errorMessage)
          .map((audit) => `${audit.id} could not run: ${audit.errorMessage?.slice(0, 120)}`);
    const failedAudits = [
      ...runProblems,
      ...Object.values(lhr.audits)
        .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === "binary")
        .map((audit) => `${audit.id}${failingNodes(audit.details)}`),
    ];
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
        cpuTbt,
        cls: value("cumulative-layout-shift"),
        speedIndex: value("speed-index"),
      },
      failedAudits,
      tbtRuns: [Math.round(value("total-blocking-time"))],
      cpuTbtRuns: [cpuTbt],
      benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
      runError: lhr.runtimeError?.code,
      runsMadeAgain: [],
    };
  } finally {
    chrome.kill();
  }
}

/**
 * Lighthouse `runs` times, each number the median of the runs. A run in which Lighthouse
 * itself failed (its trace not recorded) measured nothing: it is made again, and the
 * report names the error.
 */
export async function lighthouseMedian(
  url: string,
  formFactor: FormFactor,
  chromePath: string,
  runs = 3,
  phoneCpuSlowdown?: number,
  scheme: Scheme = "dark",
) {
  const results: LighthouseResult[] = [];
  const runsMadeAgain: string[] = [];
  for (let run = 0; run < runs; run++) {
    const { result, errors } = await runAgainIfBroken(
      () => runOnce(url, formFactor, chromePath, phoneCpuSlowdown, scheme),
      (measured) => measured.runError,
      REPEATS_AFTER_RUN_ERROR,
    );
    results.push(result);
    runsMadeAgain.push(...errors);
  }
  const pick = <T extends "scores" | "metrics">(group: T, key: keyof LighthouseResult[T]) =>
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
      cpuTbt: pick("metrics", "cpuTbt"),
      cls: pick("metrics", "cls"),
      speedIndex: pick("metrics", "speedIndex"),
    },
    failedAudits: [...new Set(results.flatMap((result) => result.failedAudits))],
    tbtRuns: results.flatMap((result) => result.tbtRuns),
    cpuTbtRuns: results.flatMap((result) => result.cpuTbtRuns),
    benchmarkIndex: median(results.map((result) => result.benchmarkIndex)),
    runsMadeAgain,
  } satisfies LighthouseResult;
}
