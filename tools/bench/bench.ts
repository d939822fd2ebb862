/**
 * `npm run bench`: measures the production build against the performance budgets
 * (tools/bench/budgets.ts). It builds the site twice (with the product's splash,
 * and with it off), serves each with the real server, runs Lighthouse 3 times per
 * page and form factor (and on the NOT FOUND page, as a reference for TBT), and
 * measures bytes, idle cost and scrolling in Chromium.
 * It prints a table and writes bench-results/latest.{json,md}. It never fails:
 * it reports.
 */
import { execSync, spawn } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { findChromium } from "../../support/find-chromium.ts";
import { launchBrowser, measureInBrowser } from "./browser-measures.ts";
import { LIGHTHOUSE_CPU_SLOWDOWN, parseSlowdownSetting, suggestedCpuSlowdown } from "./cpu-slowdown.ts";
import {
  type FormFactor,
  type LighthouseResult,
  lighthouseMedian,
  measureBenchmarkIndex,
  median,
} from "./lighthouse-run.ts";
import { toMarkdown } from "./report.ts";

const pages = ["/", "/project/1"];
const formFactors: FormFactor[] = ["mobile", "desktop"];
const runs = Number(process.env.BENCH_RUNS ?? 3);
const slowdownSetting = parseSlowdownSetting(process.env.BENCH_CPU_SLOWDOWN);
const chromePath = findChromium();
const work = mkdtempSync(path.join(tmpdir(), "portfolio-bench-"));

function build(env: Record<string, string>, into: string) {
  console.log(`Building ${JSON.stringify(env)}…`);
  execSync("npm run build", { stdio: "ignore", env: { ...process.env, ...env } });
  cpSync("build/client", into, { recursive: true });
}

/** Serves a build with the real server, once it has compressed the build (no CPU left to that). */
async function serve(clientDir: string, port: number) {
  const server = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      CLIENT_DIR: clientDir,
      DATA_DIR: path.join(work, `data-${port}`),
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("the server did not get ready")), 120_000);
    server.stdout.on("data", (chunk: Buffer) => {
      if (!chunk.toString().includes("compressed and ready")) return;
      clearTimeout(timer);
      resolve();
    });
    server.once("exit", () => reject(new Error("the server stopped")));
  });
  return { url: `http://127.0.0.1:${port}`, stop: () => server.kill("SIGTERM") };
}

const withSplash = path.join(work, "with-splash");
const withoutSplash = path.join(work, "without-splash");
build({ PUBLIC_SPLASH_MS: "0" }, withoutSplash);
build({}, withSplash); // last, so build/ is left as `npm start` expects it

const main = await serve(withSplash, 4610);
const noSplash = await serve(withoutSplash, 4611);
const browser = await launchBrowser(chromePath);
const results: Record<string, unknown> = {};
let notFoundPage: LighthouseResult | undefined;
let phoneCpuSlowdown = typeof slowdownSetting === "number" ? slowdownSetting : LIGHTHOUSE_CPU_SLOWDOWN;
let calibration: { benchmarkIndex: number; samples: number[] } | undefined;
try {
  if (slowdownSetting === "calibrated") {
    const samples = await measureBenchmarkIndex(chromePath);
    const benchmarkIndex = median(samples);
    // A machine slower than the phone cannot be made faster: no slowdown at all.
    phoneCpuSlowdown = suggestedCpuSlowdown(benchmarkIndex) ?? 1;
    calibration = { benchmarkIndex, samples };
    console.log(
      `CPU benchmark index ${benchmarkIndex} (${samples.join(" / ")}): phone slowdown ${phoneCpuSlowdown}×`,
    );
  }
  for (const page of pages) {
    for (const formFactor of formFactors) {
      const key = `${page} ${formFactor}`;
      console.log(`Measuring ${key}…`);
      results[key] = {
        lighthouse: await lighthouseMedian(main.url + page, formFactor, chromePath, runs, phoneCpuSlowdown),
        lighthouseWithoutSplash: await lighthouseMedian(
          noSplash.url + page,
          formFactor,
          chromePath,
          runs,
          phoneCpuSlowdown,
        ),
        browser: await measureInBrowser(browser, main.url + page, formFactor),
        // A reference beside the budget: the phone's TBT at Lighthouse's own slowdown.
        lighthouseAtLighthouseSlowdown:
          formFactor === "mobile" && phoneCpuSlowdown !== LIGHTHOUSE_CPU_SLOWDOWN
            ? await lighthouseMedian(main.url + page, formFactor, chromePath, runs, LIGHTHOUSE_CPU_SLOWDOWN)
            : undefined,
      };
    }
  }
  // A reference, not a budget: the same start-up with almost no page beneath the splash shows
  // how much of the phone's TBT is React and React Router starting on this machine.
  console.log("Measuring the NOT FOUND page (reference)…");
  notFoundPage = await lighthouseMedian(`${main.url}/404.html`, "mobile", chromePath, runs, phoneCpuSlowdown);
} finally {
  await browser.close();
  main.stop();
  noSplash.stop();
}

const report = {
  measuredAt: new Date().toISOString(),
  runs,
  phoneCpuSlowdown,
  calibration,
  results,
  notFoundPage,
};
mkdirSync("bench-results", { recursive: true });
writeFileSync("bench-results/latest.json", `${JSON.stringify(report, null, 2)}\n`);
const markdown = toMarkdown(report);
writeFileSync("bench-results/latest.md", markdown);
console.log(`\n${markdown}`);
rmSync(work, { recursive: true, force: true });
