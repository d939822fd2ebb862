import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { safeJson } from "../../server/sender-text";
import type { MessageStore } from "../../server/stores/message-store";
import type { StatsReport } from "../../server/visits/stats-report";

/** A contact form body as the browser's FormData sends it. */
export function form(fields: Record<string, string>): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return body;
}

let sender = 0;
/** A distinct sender address per call, so the rate limit of one test does not touch another. */
export const newSender = () => {
  sender += 1;
  return `198.51.${Math.floor(sender / 250)}.${(sender % 250) + 1}`;
};

/**
 * `npm run inbox` with these arguments, reading the SQLite file in `dataDir` unless `env` says
 * otherwise: the command the script runs, in one process (tsx's own binary starts two).
 */
export async function runInbox(dataDir: string, args: string[], env: Record<string, string> = {}) {
  const command = ["--import", "tsx", "server/inbox/inbox.ts", ...args];
  const { stdout } = await promisify(execFile)(process.execPath, command, {
    env: { ...process.env, DATA_DIR: dataDir, ...env },
  });
  return stdout;
}

/** The messages `npm run inbox -- --json` lists. */
export async function inboxJson(dataDir: string, args: string[] = [], env: Record<string, string> = {}) {
  return JSON.parse(await runInbox(dataDir, ["--json", ...args], env)) as Array<Record<string, unknown>>;
}

/** The messages (or the spam) as `npm run inbox -- --json` prints them from this store. */
export async function storedJson(store: MessageStore, spam = false) {
  return JSON.parse(safeJson(await store.list({ spam }))) as Array<Record<string, unknown>>;
}

/** What `npm run stats` prints with these arguments and settings. */
export async function runStats(args: string[], env: Record<string, string>) {
  const command = ["--import", "tsx", "server/visits/stats.ts", ...args];
  const { stdout } = await promisify(execFile)(process.execPath, command, {
    env: { ...process.env, ...env },
  });
  return stdout;
}

/** Today's counts as `npm run stats -- --json --days 1` reports them, with these arguments and settings. */
export async function todaysStats(args: string[], env: Record<string, string>) {
  return JSON.parse(await runStats(["--json", "--days", "1", ...args], env)) as StatsReport;
}

/** A report's `more` when it lists every page and referrer. */
export const NOTHING_MORE = {
  pages: { count: 0, views: 0, visitors: 0 },
  referrers: { count: 0, views: 0 },
};

/**
 * How long `expect.poll` waits for something the server does in its own time (a notice, an
 * erasure): the one way these tests wait, on the fact itself rather than the clock.
 */
export const EVENTUALLY = { timeout: 20_000, interval: 100 };
