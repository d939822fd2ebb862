/**
 * Reads the contact messages the built-in collector stored: the SQLite file in
 * DATA_DIR by default, PostgreSQL when DATABASE_URL is set, D1 with --d1.
 *   npm run inbox                       newest first, as a table
 *   npm run inbox -- --json             as a JSON array
 *   npm run inbox -- --csv              as CSV (for a spreadsheet)
 *   npm run inbox -- --since 2026-11-01 only messages received since then
 *   npm run inbox -- --unread           only messages not yet marked read
 *   npm run inbox -- --mark-read [ids]  mark these (or all listed) as read
 *   npm run inbox -- --mark-unread ids  mark these as unread again
 *   npm run inbox -- --d1 [--remote]    D1 through wrangler: the local database, or the deployed one
 */
import { parseArgs } from "node:util";
import type { MessageStore, StoredMessage } from "./collector/store.js";
import { readConfig } from "./config.js";
import { d1StoreThroughWrangler } from "./stores/d1-through-wrangler.js";
import { openStore } from "./stores/open-store.js";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    json: { type: "boolean" },
    csv: { type: "boolean" },
    since: { type: "string" },
    unread: { type: "boolean" },
    "mark-read": { type: "boolean" },
    "mark-unread": { type: "boolean" },
    d1: { type: "boolean" },
    remote: { type: "boolean" },
    "persist-to": { type: "string" },
  },
});

const since = values.since ? new Date(values.since) : undefined;
if (since && Number.isNaN(since.getTime())) {
  console.error(`--since needs a date such as 2026-11-01, got "${values.since}"`);
  process.exit(2);
}
if ((values.remote || values["persist-to"]) && !values.d1) {
  console.error("--remote and --persist-to go with --d1");
  process.exit(2);
}

const store: MessageStore = values.d1
  ? d1StoreThroughWrangler({ remote: values.remote, persistTo: values["persist-to"] })
  : await openStore(readConfig());
try {
  const messages = await store.list({ since, unreadOnly: values.unread });
  const ids = positionals.map(Number).filter(Number.isInteger);
  if (values["mark-read"] || values["mark-unread"]) {
    const targets = ids.length ? ids : messages.map((message) => message.id);
    await store.markRead(targets, Boolean(values["mark-read"]), new Date());
    console.log(`Marked ${targets.length} message(s) as ${values["mark-read"] ? "read" : "unread"}.`);
  } else if (values.json) {
    console.log(JSON.stringify(messages, null, 2));
  } else if (values.csv) {
    process.stdout.write(toCsv(messages));
  } else {
    console.log(toTable(messages));
  }
} catch (error) {
  console.error(`Could not read the messages: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await store.close();
}

function toCsv(list: StoredMessage[]): string {
  const columns = ["id", "receivedAt", "name", "email", "message", "userAgent", "readAt"] as const;
  const cell = (value: unknown) => `"${String(value ?? "").replaceAll('"', '""')}"`;
  return `${[columns.join(","), ...list.map((m) => columns.map((column) => cell(m[column])).join(","))].join("\r\n")}\r\n`;
}

function toTable(list: StoredMessage[]): string {
  if (list.length === 0) return "No messages yet.";
  const clip = (text: string, width: number) =>
    (text.length > width ? `${text.slice(0, width - 1)}…` : text).replaceAll(/\s+/g, " ").padEnd(width);
  const header = `${"id".padEnd(5)} ${"received".padEnd(17)} ${" ".padEnd(1)} ${"from".padEnd(36)} message`;
  const rows = list.map(
    (m) =>
      `${String(m.id).padEnd(5)} ${m.receivedAt.slice(0, 16).replace("T", " ").padEnd(17)} ${m.readAt ? " " : "•"} ${clip(`${m.name} <${m.email}>`, 36)} ${clip(m.message, 60)}`,
  );
  return [header, "-".repeat(header.length + 50), ...rows, "", `${list.length} message(s); • = unread`].join(
    "\n",
  );
}
