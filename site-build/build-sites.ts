/**
 * Every build the browser tests visit (docs/testing.md), two at a time: one build keeps about one
 * core busy, and the machines the tests run on have two. The splash-off build of the sample
 * follows the product's in one lane, and finds its images, fonts and résumé made (on a cold
 * cache the product's build takes as long as the four others).
 *   npm run build:sites
 * Each build's output is kept back and shown only when it fails.
 */
import { spawn } from "node:child_process";

const lanes = [
  ["build", "build:e2e"],
  ["build:trial", "build:minimal", "build:max", "build:fixture"],
];

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

async function runLane(scripts: string[]) {
  for (const script of scripts) if (!(await run(script))) return false;
  return true;
}

const results = await Promise.all(lanes.map(runLane));
if (results.includes(false)) process.exit(1);
