/**
 * The bench's own builds and servers: each variant is built into build-bench/<name>
 * (never over build/, which `npm start` serves) and served by the real server,
 * measured only once `GET /api/health` says every file is ready.
 */
import { execSync } from "node:child_process";
import path from "node:path";
import { startServer, waitUntilReady } from "../../support/node-server.ts";
import { median } from "./lighthouse-run.ts";

export const benchBuildRoot = path.resolve("build-bench");

/** Builds the site with `env` into build-bench/<name>; returns its client folder. */
export function buildForBench(name: string, env: Record<string, string> = {}) {
  const buildDir = path.join(benchBuildRoot, name);
  console.log(`Building ${name} ${JSON.stringify(env)}…`);
  execSync("npm run build", { stdio: "ignore", env: { ...process.env, ...env, BUILD_DIR: buildDir } });
  return path.join(buildDir, "client");
}

export async function serveBuild(clientDir: string) {
  const server = await startServer({ CLIENT_DIR: clientDir, TRUST_PROXY: "0" });
  await waitUntilReady(server.url);
  return server;
}

/** The middle value and the spread of a measure's runs. */
export type Spread = { median: number; min: number; max: number; runs: number[] };

export function spread(runs: number[]): Spread {
  const sorted = runs.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b);
  return {
    median: median(runs),
    min: sorted[0] ?? Number.NaN,
    max: sorted.at(-1) ?? Number.NaN,
    runs,
  };
}
