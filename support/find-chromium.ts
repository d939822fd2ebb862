import { execSync } from "node:child_process";
import { existsSync } from "node:fs";
import { chromium } from "@playwright/test";

/**
 * Finds a Chromium for the end-to-end tests, in this order: $CHROMIUM_PATH,
 * the system's chromium, Playwright's own download. When none is there and this
 * is a root shell with apt, installs Debian's `chromium`. Otherwise it stops with
 * a message saying how to get one: the browser tests never silently skip.
 */
export function findChromium(): string {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (existsSync(fromEnv)) return fromEnv;
    throw new Error(`CHROMIUM_PATH is set to ${fromEnv}, but nothing is there.`);
  }
  const system = systemChromium();
  if (system) return system;
  const bundled = playwrightChromium();
  if (bundled) return bundled;
  if (canAptInstall()) {
    console.log("No Chromium found: installing Debian's chromium with apt-get…");
    execSync("apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium", {
      stdio: "inherit",
    });
    const installed = systemChromium();
    if (installed) return installed;
  }
  throw new Error(
    [
      "No Chromium found for the end-to-end tests. Any one of these works:",
      "  - Debian/Ubuntu: sudo apt-get install chromium",
      "  - macOS: brew install --cask chromium",
      "  - any system: npx playwright install chromium",
      "  - or point CHROMIUM_PATH at a Chromium or Chrome binary.",
    ].join("\n"),
  );
}

function systemChromium(): string | undefined {
  for (const name of ["chromium", "chromium-browser", "google-chrome-stable", "google-chrome"]) {
    try {
      const found = execSync(`command -v ${name}`, { stdio: ["ignore", "pipe", "ignore"] })
        .toString()
        .trim();
      if (found) return found;
    } catch {
      // not on PATH; try the next name
    }
  }
  return undefined;
}

function playwrightChromium(): string | undefined {
  try {
    const candidate = chromium.executablePath();
    return candidate && existsSync(candidate) ? candidate : undefined;
  } catch {
    return undefined;
  }
}

function canAptInstall(): boolean {
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  return isRoot && existsSync("/usr/bin/apt-get");
}

/** Flags that keep a headless Chromium quiet and sandbox-free on a closed network (CI, root). */
export const chromiumFlags = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
