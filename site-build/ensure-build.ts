/**
 * `npm start` runs this first: it builds the site when there is no build yet or
 * when the build is older than the sources or was made with other settings.
 * It says what it is doing in a line; the build's own output goes to a log file
 * (BUILD_VERBOSE=1 shows it as it runs), and is printed whole if the build fails.
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { readBuildStamp } from "../server/build-stamp.ts";
import { counted } from "../server/plural.ts";
import { buildDir, clientDir } from "./build-dir.ts";
import { withLock } from "./build-lock.ts";
import { buildEnvironment, buildSettings, changedSettings } from "./build-settings.ts";
import { contentDir } from "./content-dir.ts";
import { readSiteSettings } from "./site-settings.ts";

/** Everything the build reads: a change to any of these makes the build stale; the tools do not. */
const inputs = [
  "app",
  contentDir,
  "site-build",
  "server/security-headers.ts",
  "server/build-stamp.ts",
  "vite.config.ts",
  "react-router.config.ts",
  "package.json",
  "package-lock.json",
];

function newestChange(target: string): number {
  if (!existsSync(target)) return 0;
  const stats = statSync(target);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(target).reduce(
    (newest, entry) => Math.max(newest, newestChange(path.join(target, entry))),
    stats.mtimeMs,
  );
}

function staleReason(env: Record<string, string | undefined>): string | undefined {
  const stamp = readBuildStamp(buildDir);
  if (!existsSync(path.join(clientDir, "index.html")) || !stamp) return "no build yet";
  const changed = changedSettings(stamp.settings, buildSettings(env));
  if (changed.length > 0) return `${changed.join(", ")} changed`;
  const builtAt = stamp.writtenAt;
  const input = inputs.find((entry) => newestChange(path.resolve(entry)) > builtAt);
  return input ? `${path.relative(process.cwd(), input) || input} changed since the last build` : undefined;
}

/** The pages a build holds: each prerendered page is a folder's index.html. */
export function pagesIn(dir: string): number {
  if (!existsSync(dir)) return 0;
  return readdirSync(dir, { withFileTypes: true }).reduce(
    (count, entry) =>
      count +
      (entry.isDirectory() ? pagesIn(path.join(dir, entry.name)) : entry.name === "index.html" ? 1 : 0),
    0,
  );
}

/**
 * Runs the build with its output (stdout and stderr, in the order written) held rather than
 * shown, and written to `logFile` once it ends: whether it passed, its exit code, and the output.
 */
export function runQuietly(
  command: string,
  logFile: string,
): Promise<{ ok: boolean; code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, { shell: true, stdio: ["ignore", "pipe", "pipe"] });
    const chunks: Buffer[] = [];
    child.stdout.on("data", (chunk: Buffer) => chunks.push(chunk));
    child.stderr.on("data", (chunk: Buffer) => chunks.push(chunk));
    child.on("error", reject);
    child.on("close", (code) => {
      const output = Buffer.concat(chunks).toString("utf8");
      mkdirSync(path.dirname(logFile), { recursive: true });
      writeFileSync(logFile, output);
      resolve({ ok: code === 0, code, output });
    });
  });
}

/** Where a quiet build's output is kept: beside the build's client/, never served. */
export const buildLog = path.join(buildDir, "build.log");

/** What the site is built for, in the line `npm start` prints; a wrong setting is left for the build to name. */
function siteAddress(env: Record<string, string | undefined>) {
  try {
    return ` for ${readSiteSettings(env).siteUrl}`;
  } catch {
    return "";
  }
}

async function ensureBuild() {
  // Another npm start in this folder may be building: wait for it, then use its build if fresh.
  await withLock(`${buildDir}.lock`, buildIfStale, (pid) =>
    console.log(`Another npm start (process ${pid}) is building the site; waiting for it…`),
  );
}

async function buildIfStale() {
  const env = buildEnvironment();
  const reason = staleReason(env);
  if (!reason) return;
  const heading = `Building the site${siteAddress(env)} (${reason})…`;
  if (process.env.BUILD_VERBOSE === "1") {
    console.log(heading);
    const { status } = spawnSync("npm run build", { shell: true, stdio: "inherit" });
    if (status !== 0) process.exit(status || 1);
    return;
  }
  const started = Date.now();
  process.stdout.write(`${heading} `);
  const build = await runQuietly("npm run build", buildLog);
  const seconds = Math.round((Date.now() - started) / 1000);
  const log = path.relative(process.cwd(), buildLog);
  if (build.ok) {
    console.log(
      `done in ${seconds} s: ${counted(pagesIn(clientDir), "page")} (its output: ${log}; BUILD_VERBOSE=1 shows it as it runs)`,
    );
    return;
  }
  console.log("failed.");
  process.stderr.write(build.output.endsWith("\n") ? build.output : `${build.output}\n`);
  console.error(
    `\nThe build failed (exit code ${build.code ?? "none"}) after ${seconds} s: its whole output is above, and in ${log}.`,
  );
  process.exit(build.code || 1);
}

// Run as `npm start`'s step, not when imported (the whole path: build.ts is a suffix of this file's name).
if (process.argv[1] && pathToFileURL(path.resolve(process.argv[1])).href === import.meta.url)
  await ensureBuild();
