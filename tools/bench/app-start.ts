/**
 * `npm run bench:app-start`: does deferring the app's start (site-build/defer-app-start.ts)
 * buy anything? Builds the site with the splash off twice, with the rewrite and without
 * it (BENCH_APP_START=immediate), and measures both on the phone in alternating order, so
 * the machine's slow and fast moments fall on both alike. Writes bench-results/app-start.md.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { projectIdsIn } from "../../site-build/content/read-split-content.ts";
import { contentDir } from "../../site-build/content-dir.ts";
import { findChromium } from "../../support/find-chromium.ts";
import { buildForBench, type Spread, serveBuild, spread } from "./bench-builds.ts";
import { LIGHTHOUSE_CPU_SLOWDOWN } from "./cpu-slowdown.ts";
import { type LighthouseResult, runOnce } from "./lighthouse-run.ts";

const rounds = Number(process.env.BENCH_RUNS ?? 6);
const pages = ["/", `/project/${projectIdsIn(contentDir)[0]}`];
const variants = {
  deferred: {},
  immediate: { BENCH_APP_START: "immediate" },
} as const;
type Variant = keyof typeof variants;
const measures = {
  "FCP (ms)": (result: LighthouseResult) => result.metrics.fcp,
  "LCP (ms)": (result: LighthouseResult) => result.metrics.lcp,
  "TBT from CPU time (ms)": (result: LighthouseResult) => result.metrics.cpuTbt,
  "Lighthouse TBT, wall time (ms)": (result: LighthouseResult) => result.metrics.tbt,
  "Lighthouse performance": (result: LighthouseResult) => result.scores.performance,
};

const chromePath = findChromium();
const servers = {
  deferred: await serveBuild(
    buildForBench("app-start-deferred", { PUBLIC_SPLASH_MS: "0", ...variants.deferred }),
  ),
  immediate: await serveBuild(
    buildForBench("app-start-immediate", { PUBLIC_SPLASH_MS: "0", ...variants.immediate }),
  ),
};
const runs: Record<string, Record<Variant, LighthouseResult[]>> = Object.fromEntries(
  pages.map((page) => [page, { deferred: [], immediate: [] }]),
);
try {
  for (let round = 0; round < rounds; round++) {
    const order: Variant[] = round % 2 ? ["immediate", "deferred"] : ["deferred", "immediate"];
    for (const page of pages) {
      for (const variant of order) {
        console.log(`Round ${round + 1}/${rounds}: ${page} ${variant}`);
        const result = await runOnce(
          servers[variant].url + page,
          "mobile",
          chromePath,
          LIGHTHOUSE_CPU_SLOWDOWN,
        );
        runs[page]?.[variant].push(result);
      }
    }
  }
} finally {
  await Promise.all([servers.deferred.stop(), servers.immediate.stop()]);
}

const cell = (values: Spread) => `${Math.round(values.median)} (${values.runs.map(Math.round).join(" / ")})`;
const lines = [
  `Measured ${new Date().toISOString()}: Lighthouse on the phone at ${LIGHTHOUSE_CPU_SLOWDOWN}×, splash off, ${rounds} alternating rounds; median (each run).`,
  "",
  "| page | measure | deferred start | immediate start |",
  "|---|---|---|---|",
  ...pages.flatMap((page) =>
    Object.entries(measures).map(([name, pick]) => {
      const of = (variant: Variant) => spread((runs[page]?.[variant] ?? []).map(pick));
      return `| ${page} | ${name} | ${cell(of("deferred"))} | ${cell(of("immediate"))} |`;
    }),
  ),
  "",
];
mkdirSync("bench-results", { recursive: true });
writeFileSync("bench-results/app-start.md", lines.join("\n"));
console.log(`\n${lines.join("\n")}`);
