/**
 * `npm start` runs this first: it builds the site when there is no build yet or
 * when the build is older than the sources or was made with other settings.
 * `--stamp` only records that the build that just finished is fresh.
 */
import { execSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { contentDir } from "./content-dir.ts";

const stampFile = path.resolve("build/.build-stamp.json");
const inputs = [
  "app",
  "public",
  contentDir,
  "scripts",
  "vite.config.ts",
  "react-router.config.ts",
  "package.json",
  "package-lock.json",
];

/** The settings that change what the build contains. */
const buildSettings = () =>
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
  if (!existsSync("build/client/index.html") || !existsSync(stampFile)) return "no build yet";
  const stamp = JSON.parse(readFileSync(stampFile, "utf8")) as { settings: Record<string, string> };
  if (JSON.stringify(stamp.settings) !== JSON.stringify(buildSettings())) return "settings changed";
  const builtAt = statSync(stampFile).mtimeMs;
  const changed = inputs.find((input) => newestChange(path.resolve(input)) > builtAt);
  return changed ? `${changed} changed since the last build` : undefined;
}

/**
 * The prerender also writes a `.data` file beside each file a resource route made
 * (sitemap, icons, share images); only page navigations ever ask for those.
 */
function removeResourceDataFiles(dir = "build/client") {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) removeResourceDataFiles(file);
    else if (/\.(png|xml|txt|webmanifest)\.data$/.test(entry.name)) rmSync(file);
  }
}

export function writeStamp() {
  removeResourceDataFiles();
  writeFileSync(stampFile, `${JSON.stringify({ settings: buildSettings() }, null, 2)}\n`);
}

if (process.argv.includes("--stamp")) {
  writeStamp();
} else {
  const reason = staleReason();
  if (reason) {
    console.log(`Building the site (${reason})…`);
    execSync("npm run build", { stdio: "inherit" });
  }
}
