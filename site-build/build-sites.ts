/**
 * Every build the browser tests visit (docs/testing.md), two at a time: one build keeps about one
 * core busy, and the machines the tests run on have two (on a cold cache the product's build
 * takes as long as four others).
 *   npm run build:sites
 * Each build's output is kept back and shown only when it fails.
 */
import { spawn } from "node:child_process";
import { testBuildEnvironment } from "./build-settings.ts";

/**
 * The builds, each chain taken by the first core free, the longest first. The splash-off build
 * follows the product's in one chain, and finds its images, fonts and résumé made. The
 * fixture's builds its two other languages too (73 s warm): started last, it ran alone at the
 * end. Two fixed lanes left a core idle: 52 s warm, one lane holding four builds.
 */
const chains = [["build", "build:e2e"], ["build:fixture"], ["build:max"], ["build:trial"], ["build:minimal"]];
const CORES = 2;
const env = testBuildEnvironment();

function run(script: string) {
  const started = Date.now();
  return new Promise<boolean>((resolve) => {
    const child = spawn("npm", ["run", script], { env, stdio: ["ignore", "pipe", "pipe"] });
    const output: Buffer[] = [];
    child.stdout.on("data", (chunk: Buffer) => output.push(chunk));
    child.stderr.on("data", (chunk: Buffer) => output.push(chunk));
    child.on("close", (code) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      if (code === 0) {
        console.log(`npm run ${script}: done in ${seconds} s`);
      } else {
        process.stderr.write(Buffer.concat(output));
        console.error(`npm run ${script} failed (exit ${code}) after ${seconds} s; its output is above.`);
      }
      resolve(code === 0);
    });
  });
}

let failed = false;

/** One core's share: the next chain, build by build, until none is left or one has failed. */
async function worker() {
  for (let chain = chains.shift(); chain && !failed; chain = chains.shift()) {
    for (const script of chain) {
      if (failed || !(await run(script))) {
        failed = true;
        break;
      }
    }
  }
}

await Promise.all(Array.from({ length: CORES }, worker));
if (failed) process.exit(1);
