import { type ChildProcess, execFile, spawn } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { Miniflare } from "miniflare";
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

/** A setting of wrangler.toml, which the Pages Function runs with (the D1 id keys its local state). */
const wranglerSetting = (name: string) =>
  new RegExp(`^${name}\\s*=\\s*"([^"]+)"`, "m").exec(readFileSync("wrangler.toml", "utf8"))?.[1] ?? "";

/**
 * A worker holding the real D1 binding, answering each batch of statements the test sends it.
 * The tests reach D1 through it rather than through wrangler's getPlatformProxy: that proxy makes
 * every `prepare()` a synchronous call to workerd, whose handshake with its worker thread loses
 * its place for good when the thread is preempted on a loaded machine (miniflare 4.20260426:
 * `assert(message?.id === id)` in fetch-sync.ts, then every later call fails; fixed upstream in
 * cloudflare/workers-sdk#15552, in releases that need Node 22). Here every call is one async fetch.
 */
const BRIDGE = `
export default {
  async fetch(request, env) {
    const { statements, asBatch } = await request.json();
    try {
      const prepared = statements.map(({ sql, params }) => env.DB.prepare(sql).bind(...params));
      const results = asBatch ? await env.DB.batch(prepared) : [await prepared[0].all()];
      return Response.json({ results: results.map(({ results, meta }) => ({ results, meta })) });
    } catch (error) {
      return Response.json({ error: String(error?.message ?? error) }, { status: 500 });
    }
  },
};`;

type Statement = { sql: string; params: unknown[] };
type BridgeResult = { results?: unknown[]; meta: { changes: number; last_row_id: number } };

/** The `DB` binding of that state folder, as a Pages Function gets it (Miniflare's D1). */
export async function openLocalD1(persistTo: string) {
  const miniflare = new Miniflare({
    modules: true,
    script: BRIDGE,
    compatibilityDate: wranglerSetting("compatibility_date"),
    d1Databases: { DB: wranglerSetting("database_id") },
    // wrangler's --persist-to keeps its D1 state in v3/d1 inside.
    d1Persist: path.join(persistTo, "v3", "d1"),
  });
  const send = async (statements: Statement[], asBatch: boolean) => {
    const response = await miniflare.dispatchFetch("http://d1.local/", {
      method: "POST",
      body: JSON.stringify({ statements, asBatch }),
    });
    const answer = (await response.json()) as { results?: BridgeResult[]; error?: string };
    if (!response.ok || !answer.results) throw new Error(answer.error ?? `D1 answered ${response.status}`);
    return answer.results;
  };
  const statement = (sql: string, params: unknown[] = []) => {
    const execute = async () => (await send([{ sql, params }], false))[0] as never;
    return {
      sql,
      params,
      bind: (...values: unknown[]) => statement(sql, values),
      all: execute,
      run: execute,
    };
  };
  const db: D1Database = {
    prepare: (sql) => statement(sql),
    // The statements are this file's own: their sql and params go as JSON, their functions do not.
    batch: async (statements) => (await send(statements as unknown as Statement[], true)) as never,
  };
  await miniflare.ready;
  return { db, dispose: () => miniflare.dispose() };
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
