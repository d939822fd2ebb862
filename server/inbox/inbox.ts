/**
 * Reads and tends the contact messages the built-in collector stored: the SQLite
 * file in DATA_DIR by default, PostgreSQL when DATABASE_URL is set, D1 with --d1.
 * `npm run inbox -- --help` lists what it does.
 */
import { parseArgs } from "node:util";
import { safeJson } from "../collector/sender-text.js";
import type { MessageStore } from "../collector/store.js";
import { readConfig } from "../config.js";
import { STORE_HELP, STORE_OPTIONS, stop } from "../stores/command-line.js";
import { d1StoreThroughWrangler } from "../stores/d1-through-wrangler.js";
import { openStore } from "../stores/open-store.js";
import { type BackupSource, backUp } from "./backup.js";
import { toCsv, toTable } from "./format.js";

const HELP = `npm run inbox -- [options] [ids]
  (no option)             newest first, as a table; • marks unread, then each message's notices
  --json | --csv          as JSON (exactly as stored, unsafe characters as \\u escapes) | as CSV
                          for a spreadsheet (line breaks kept, unsafe characters shown as escapes)
  --since 2026-11-01      only messages received since then
  --unread                only messages not yet marked read
  --spam                  the messages kept as spam, with why (the rest of the options apply to them)
  --not-spam ids          move these out of spam: they join your messages and their notices go out
  --mark-read [ids]       mark these (or all listed) as read; --mark-unread ids: unread again
  --delete ids            erase these messages for good
  --delete-before date    erase every message received before that date
  --backup file           copy the whole store to file (safe while the server runs)
${STORE_HELP}`;

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    help: { type: "boolean" },
    json: { type: "boolean" },
    csv: { type: "boolean" },
    since: { type: "string" },
    unread: { type: "boolean" },
    spam: { type: "boolean" },
    "not-spam": { type: "boolean" },
    "mark-read": { type: "boolean" },
    "mark-unread": { type: "boolean" },
    delete: { type: "boolean" },
    "delete-before": { type: "string" },
    backup: { type: "string" },
    ...STORE_OPTIONS,
  },
});

const dateOption = (name: string, value: string | undefined) => {
  if (value === undefined) return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime())
    ? stop(`--${name} needs a date such as 2026-11-01, got "${value}"`)
    : date;
};

if (values.help) {
  console.log(HELP);
  process.exit(0);
}
const since = dateOption("since", values.since);
const deleteBefore = dateOption("delete-before", values["delete-before"]);
if ((values.remote || values["persist-to"]) && !values.d1) stop("--remote and --persist-to go with --d1");
const ids = positionals.map(Number);
if (ids.some((id) => !Number.isInteger(id) || id < 1))
  stop(`message ids are whole numbers, got ${positionals.join(" ")}`);
if ((values.delete || values["mark-unread"]) && ids.length === 0)
  stop("name the messages by id, e.g. --delete 3 4");

const config = values.d1 ? undefined : readConfig();
const d1 = { remote: values.remote, persistTo: values["persist-to"] };
const backupSource: BackupSource = config
  ? config.databaseUrl
    ? { kind: "postgres", databaseUrl: config.databaseUrl }
    : { kind: "sqlite", dataDir: config.dataDir }
  : { kind: "d1", ...d1 };

const filter = { since, unreadOnly: values.unread, spam: values.spam };

async function run(store: MessageStore) {
  if (values.backup) {
    console.log(`Backed up: ${await backUp(backupSource, values.backup)}.`);
  } else if (values.delete) {
    console.log(`Erased ${await store.delete(ids)} message(s).`);
  } else if (deleteBefore) {
    console.log(
      `Erased ${await store.deleteBefore(deleteBefore)} message(s) received before ${values["delete-before"]}.`,
    );
  } else if (values["not-spam"]) {
    const moved = await store.markNotSpam(ids, new Date());
    console.log(
      `Moved ${moved} message(s) out of spam; their notices go out with the collector's next round.`,
    );
  } else if (values["mark-read"] || values["mark-unread"]) {
    const targets = ids.length ? ids : (await store.list(filter)).map((m) => m.id);
    await store.markRead(targets, Boolean(values["mark-read"]), new Date());
    console.log(`Marked ${targets.length} message(s) as ${values["mark-read"] ? "read" : "unread"}.`);
  } else {
    const messages = await store.list(filter);
    if (values.json) console.log(safeJson(messages, 2));
    else if (values.csv) process.stdout.write(toCsv(messages));
    else console.log(toTable(messages));
  }
}

const store = config ? await openStore(config) : d1StoreThroughWrangler(d1);
try {
  await run(store);
} catch (error) {
  console.error(`Could not do that: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await store.close();
}
