/**
 * `npm start` runs this first: it builds the site when there is no build yet or
 * when the build is older than the sources or was made with other settings.
 */
import { execSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { readBuildStamp } from "../server/build-stamp.ts";
import { buildDir, clientDir } from "./build-dir.ts";
import { contentDir } from "./content-dir.ts";

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

/** The settings that change what the build contains. */
export const buildSettings = (): Record<string, string> =>
  Object.fromEntries(
    Object.entries(process.env)
      .filter((entry): entry is [string, string] => entry[1] !== undefined)
      .filter(([name]) => name.startsWith("PUBLIC_") || name === "CONTENT_DIR" || name === "BENCH_APP_START")
      .sort(([a], [b]) => a.localeCompare(b)),
  );

function newestChange(target: string): number {
  if (!existsSync(target)) return 0;
  const stats = statSync(target);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(target).reduce(
    (newest, entry) => Math.max(newest, newestChange(path.join(target, entry))),
    stats.mtimeMs,
  );
}

function staleReason(): string | undefined {
  const stamp = readBuildStamp(buildDir);
  if (!existsSync(path.join(clientDir, "index.html")) || !stamp) return "no build yet";
  if (JSON.stringify(stamp.settings) !== JSON.stringify(buildSettings())) return "settings changed";
  const builtAt = stamp.writtenAt;
  const changed = inputs.find((input) => newestChange(path.resolve(input)) > builtAt);
  return changed
    ? `${path.relative(process.cwd(), changed) || changed} changed since the last build`
    : undefined;
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) {
  const reason = staleReason();
  if (reason) {
    console.log(`Building the site (${reason})…`);
    execSync("npm run build", { stdio: "inherit" });
  }
}
