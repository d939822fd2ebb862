import { type ChildProcess, execFile, spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { getPlatformProxy } from "wrangler";
import type { D1Database } from "../server/stores/d1-store";
import { freePort } from "./node-server";
import { keepPagesDevWarm } from "./pages-dev-keep-warm";

const wrangler = path.resolve("node_modules/.bin/wrangler");
const quiet = { ...process.env, WRANGLER_SEND_METRICS: "false" };

/** A new local D1 state folder with the repository's migrations applied by wrangler itself. */
export async function migratedLocalD1(): Promise<string> {
  const persistTo = mkdtempSync(path.join(tmpdir(), "portfolio-d1-"));
  await promisify(execFile)(
    wrangler,
    ["d1", "migrations", "apply", "DB", "--local", "--persist-to", persistTo],
    {
      env: quiet,
    },
  );
  return persistTo;
}

/** The `DB` binding of that state folder, as a Pages Function gets it (Miniflare's D1). */
export async function openLocalD1(persistTo: string) {
  // wrangler's --persist-to keeps its state in a v3 folder inside; the proxy takes that folder.
  const proxy = await getPlatformProxy<{ DB: D1Database }>({ persist: { path: path.join(persistTo, "v3") } });
  return { db: proxy.env.DB, dispose: () => proxy.dispose() };
}

type PagesDev = {
  url: string;
  persistTo: string;
  process: ChildProcess;
  output: () => string;
  stop: () => Promise<void>;
};

/**
 * `wrangler pages dev`: the Cloudflare Pages runtime with the repository's
 * functions/ and a local D1, serving `staticDir` (an empty folder when only
 * /api/contact matters).
 */
export async function startPagesDev(
  options: { staticDir?: string; env?: Record<string, string> } = {},
): Promise<PagesDev> {
  const persistTo = await migratedLocalD1();
  const port = await freePort();
  const staticDir = options.staticDir ?? mkdtempSync(path.join(tmpdir(), "portfolio-static-"));
  const vars = Object.entries(options.env ?? {}).flatMap(([name, value]) => [
    "--binding",
    `${name}=${value}`,
  ]);
  const child = spawn(
    wrangler,
    [
      "pages",
      "dev",
      staticDir,
      "--ip",
      "127.0.0.1",
      "--port",
      String(port),
      "--persist-to",
      persistTo,
      ...vars,
    ],
    { env: quiet, stdio: ["ignore", "pipe", "pipe"], detached: true },
  );
  let output = "";
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  // Started in a group of its own, it outlives the test file unless ended: a file that times out
  // before its stop would leave workerd running (seen spinning at 77 % of a core for 30 min).
  const endGroup = () => {
    try {
      if (child.exitCode === null && child.pid) process.kill(-child.pid, "SIGKILL");
    } catch {
      // Already gone.
    }
  };
  process.once("exit", endGroup);
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`wrangler pages dev exited early:\n${output}`);
    try {
      await fetch(`${url}/api/contact`);
      break;
    } catch {
      if (Date.now() > deadline) throw new Error(`wrangler pages dev did not start:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  const stopWarming = keepPagesDevWarm(url);
  return {
    url,
    persistTo,
    process: child,
    output: () => output,
    stop: async () => {
      stopWarming();
      process.off("exit", endGroup);
      // wrangler starts workerd as a child: end the whole group.
      if (child.exitCode === null && child.pid) process.kill(-child.pid, "SIGTERM");
      await exited;
    },
  };
}
