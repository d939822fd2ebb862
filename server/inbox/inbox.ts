/**
 * Reads and tends the contact messages the built-in collector stored: the SQLite
 * file in DATA_DIR by default, PostgreSQL when DATABASE_URL is set, D1 with --d1.
 * `npm run inbox -- --help` lists what it does.
 */
import { parseArgs } from "node:util";
import { safeJson } from "../sender-text.js";
import { readConfig } from "../settings/config.js";
import { STORE_HELP, STORE_OPTIONS, stop } from "../stores/command-line.js";
import { d1StoreThroughWrangler } from "../stores/d1-through-wrangler.js";
import type { MessageStore } from "../stores/message-store.js";
import { openStore } from "../stores/open-store.js";
import { type BackupSource, backUp } from "./backup.js";
import { toCsv, toFullMessage, toTable } from "./format.js";

const HELP = `npm run inbox -- [options] [ids]
  (no option)             newest first, as a table; • marks unread, then each message's notices
  ids                     these messages whole, spam or not: every field and the full text;
                          with --json one as a JSON object (several as a list), with --csv as rows
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
  } else if (ids.length > 0) {
    await show(store);
  } else {
    const messages = await store.list(filter);
    if (values.json) console.log(safeJson(messages, 2));
    else if (values.csv) process.stdout.write(toCsv(messages));
    else console.log(toTable(messages));
  }
}

/** The messages named by id, whole, whether kept as spam or not; an id no message has is an error. */
async function show(store: MessageStore) {
  let stored = await store.list();
  // Spam is listed apart; asked for only when an id is not among the owner's messages.
  if (ids.some((id) => !stored.some((message) => message.id === id)))
    stored = [...stored, ...(await store.list({ spam: true }))];
  const found = ids.flatMap((id) => stored.filter((message) => message.id === id));
  const missing = ids.filter((id) => !found.some((message) => message.id === id));
  if (found.length > 0) {
    if (values.json) console.log(safeJson(ids.length === 1 ? found[0] : found, 2));
    else if (values.csv) process.stdout.write(toCsv(found));
    else console.log(found.map(toFullMessage).join(`\n\n${"=".repeat(72)}\n\n`));
  }
  if (missing.length > 0) {
    console.error(
      `No message ${missing.join(", ")}: \`npm run inbox\` lists the ids, \`npm run inbox -- --spam\` the ones kept as spam.`,
    );
    process.exitCode = 1;
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
