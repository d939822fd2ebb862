/**
 * Every build the browser tests visit (docs/testing.md), two at a time: one build keeps about one
 * core busy, and the machines the tests run on have two (on a cold cache the product's build
 * takes as long as four others).
 *   npm run build:sites
 * Each build's output is kept back and shown only when it fails.
 */
import { spawn } from "node:child_process";

/**
 * The builds in the order they are taken, each by the first core free. The splash-off build
 * waits for the product's, whose images, fonts and résumé it then finds made. Two fixed lanes
 * left a core idle: 52 s warm, one lane holding four builds.
 */
const builds: Array<{ script: string; after?: string }> = [
  { script: "build" },
  { script: "build:trial" },
  { script: "build:e2e", after: "build" },
  { script: "build:minimal" },
  { script: "build:max" },
  { script: "build:fixture" },
];
const CORES = 2;

function run(script: string) {
  const started = Date.now();
  return new Promise<boolean>((resolve) => {
    const child = spawn("npm", ["run", script], { stdio: ["ignore", "pipe", "pipe"] });
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

const done = new Set<string>();
const waiting = [...builds];
let failed = false;

/** One core's share: the next build it may start, until none is left or one has failed. */
async function worker() {
  while (!failed && waiting.length > 0) {
    const next = waiting.findIndex((build) => !build.after || done.has(build.after));
    if (next === -1) {
      // Only a build that waits for one still running is left.
      await new Promise((resolve) => setTimeout(resolve, 200));
      continue;
    }
    const [build] = waiting.splice(next, 1);
    if (!build) continue;
    if (await run(build.script)) done.add(build.script);
    else failed = true;
  }
}

await Promise.all(Array.from({ length: CORES }, worker));
if (failed) process.exit(1);
