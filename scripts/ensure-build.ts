/**
 * `npm start` runs this first: it builds the site when there is no build yet or
 * when the build is older than the sources or was made with other settings.
 */
import { execSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { BUILD_STAMP_NAME } from "../server/config.ts";
import { buildDir, clientDir } from "./build-dir.ts";
import { contentDir } from "./content-dir.ts";

export const stampFile = path.join(buildDir, BUILD_STAMP_NAME);
const inputs = [
  "app",
  contentDir,
  "scripts",
  "vite.config.ts",
  "react-router.config.ts",
  "package.json",
  "package-lock.json",
];

/** The settings that change what the build contains. */
export const buildSettings = () =>
  Object.fromEntries(
    Object.entries(process.env)
      .filter(([name]) => name.startsWith("PUBLIC_") || name === "CONTENT_DIR")
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

export function staleReason(): string | undefined {
  if (!existsSync(path.join(clientDir, "index.html")) || !existsSync(stampFile)) return "no build yet";
  const stamp = JSON.parse(readFileSync(stampFile, "utf8")) as { settings: Record<string, string> };
  if (JSON.stringify(stamp.settings) !== JSON.stringify(buildSettings())) return "settings changed";
  const builtAt = statSync(stampFile).mtimeMs;
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
