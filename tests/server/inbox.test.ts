// @vitest-environment node
import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { UNSAFE_CHARACTER } from "../../server/sender-text";
import { d1Store } from "../../server/stores/d1-store";
import type { MessageStore, NewMessage } from "../../server/stores/message-store";
import { migratePostgres } from "../../server/stores/migrations";
import { PostgresStore } from "../../server/stores/postgres-store";
import { openSqliteStore } from "../../server/stores/sqlite-store";
import { migratedLocalD1, openLocalD1 } from "../../support/local-d1";
import { tempDataDir } from "../../support/node-server";
import { type PostgresServer, startPostgres } from "../../support/postgres-server";
import { runInbox } from "./harness";

/** What a hostile sender can write: terminal control sequences, a bidi override, a spreadsheet formula. */
const HOSTILE = {
  name: '=HYPERLINK("http://evil.example","Open")',
  email: "@evil.example",
  message: "\u001b[2J\u001b]52;c;cGF5bG9hZA==\u0007 \u202eexe.txt",
};

/**
 * Every class of character that must not reach the owner's terminal raw, each with the escape
 * the table and the CSV show for it: C0 (clear screen, an OSC 8 link, an OSC 52 clipboard write,
 * the window title, BEL, backspace, a lone CR), DEL, C1, line separators, bidi controls and
 * invisible characters (zero-width, word joiner, BOM, a tag character, a Hangul filler).
 */
const EVERY_CLASS: Array<[string, string]> = [
  ["\u001b[2J", "\\u001b[2J"],
  ["\u001b]8;;https://evil.example\u0007link\u001b]8;;\u0007", "\\u001b]8;;https://evil.example\\u0007link"],
  ["\u001b]52;c;cGF5bG9hZA==\u0007", "\\u001b]52;c;cGF5bG9hZA==\\u0007"],
  ["\u001b]0;owned\u0007", "\\u001b]0;owned\\u0007"],
  ["a\bb", "a\\u0008b"],
  ["over\rwrite", "over\\u000dwrite"],
  ["\u007f", "\\u007f"],
  ["\u009b31m\u009d0;t\u009c\u0085", "\\u009b31m\\u009d0;t\\u009c\\u0085"],
  ["\u2028\u2029", "\\u2028\\u2029"],
  ["\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069\u200e\u200f\u061c", "\\u202e\\u2066"],
  ["\u200b\u200c\u200d\u2060\ufeff", "\\u200b\\u200c\\u200d\\u2060\\ufeff"],
  ["\u{e0041}\u3164\u00ad", "\\u{e0041}\\u3164\\u00ad"],
];
const EVERY_CLASS_TEXT = `Hi ${EVERY_CLASS.map(([raw]) => raw).join(" ")} 👩‍💻 ❤️ bye`;
const INVISIBLE_SENDER = {
  name: `Eve\u202e\u200b\u009b`,
  email: "eve@example.com",
  message: `${EVERY_CLASS_TEXT}\r\nsecond line\ttabbed`,
};
/** Its user agent carried raw C1 bytes too. */
const INVISIBLE_AGENT = "Mozilla/5.0 \u009b2J\u009d0;title\u009c";

const seeded: NewMessage[] = [
  ["Old", "from October", "2026-10-02T09:00:00Z"],
  ["New", 'says "hi", twice', "2026-11-15T09:00:00Z"],
  ["Mid", "from early November", "2026-11-03T09:00:00Z"],
].map(([name = "", message = "", day = ""]) => ({
  name,
  email: `${name.toLowerCase()}@example.com`,
  message,
  receivedAt: new Date(day),
  userAgent: "test",
  language: name === "Mid" ? "pt-BR" : "en",
}));
seeded.push({
  ...HOSTILE,
  receivedAt: new Date("2026-09-01T09:00:00Z"),
  userAgent: "bot",
  language: "ar",
});
const invisibleMessage: NewMessage = {
  ...INVISIBLE_SENDER,
  receivedAt: new Date("2026-10-20T09:00:00Z"),
  userAgent: INVISIBLE_AGENT,
  language: "",
};

async function fill(store: MessageStore) {
  const ids: number[] = [];
  for (const message of seeded) ids.push(await store.add(message, []));
  // The same sender once more, kept as spam: --spam prints it the same way.
  await store.add(invisibleMessage, [], "links");
  await store.close();
  return ids;
}

type Inbox = { args: string[]; env: Record<string, string>; ids: number[] };

let postgresServer: PostgresServer | undefined;
const disposers: Array<() => Promise<unknown> | unknown> = [];
afterAll(async () => {
  for (const dispose of disposers) await dispose();
  postgresServer?.destroy();
});

async function seedSqlite(): Promise<Inbox> {
  const dataDir = tempDataDir();
  return { args: [], env: { DATA_DIR: dataDir }, ids: await fill(openSqliteStore(dataDir)) };
}

/** The same three messages in each store the inbox reads, and how to point it there. */
const stores: Array<[string, () => Promise<Inbox>]> = [
  ["the SQLite file in DATA_DIR", seedSqlite],
  [
    "PostgreSQL (DATABASE_URL)",
    async () => {
      postgresServer ??= await startPostgres();
      const url = await postgresServer.createDatabase();
      const store = new PostgresStore(url);
      await migratePostgres(store);
      return { args: [], env: { DATABASE_URL: url }, ids: await fill(store) };
    },
  ],
  [
    "the local D1 (--d1)",
    async () => {
      const persistTo = await migratedLocalD1();
      const local = await openLocalD1(persistTo);
      disposers.push(local.dispose);
      return { args: ["--d1", "--persist-to", persistTo], env: {}, ids: await fill(d1Store(local.db)) };
    },
  ],
];

/** Runs `npm run inbox` against a seeded store with these arguments. */
const runOn = (inbox: Inbox, args: string[]) => runInbox(tempDataDir(), [...inbox.args, ...args], inbox.env);

// The table, the CSV and the full view are drawn by server/inbox/format.ts from what the store
// lists, alike for every store: they are read here from SQLite. Each store's own round trip (its
// JSON, exactly as stored) and its writes are read below, store by store.
describe("npm run inbox's views of what a sender wrote, alike for every store", () => {
  let inbox: Inbox;
  const seen = { table: "", csv: "", spamTable: "", spamCsv: "", spamJson: "" };
  const run = (args: string[]) => runOn(inbox, args);
  beforeAll(async () => {
    inbox = await seedSqlite();
    const views = {
      table: [],
      csv: ["--csv"],
      spamTable: ["--spam"],
      spamCsv: ["--csv", "--spam"],
      spamJson: ["--json", "--spam"],
    };
    for (const [view, args] of Object.entries(views)) seen[view as keyof typeof seen] = await run(args);
  }, 120_000);

  it("lists messages newest first as a table", () => {
    const out = seen.table;
    expect(out.indexOf("New <new@example.com>")).toBeLessThan(out.indexOf("Mid <mid@example.com>"));
    expect(out.indexOf("Mid <mid@example.com>")).toBeLessThan(out.indexOf("Old <old@example.com>"));
    expect(out).toContain("4 message(s)");
    // Each row names the language of the page it was sent from.
    expect(out.split("\n")[0]).toMatch(/ from +lang +notices/);
    expect(out).toMatch(/Mid <mid@example\.com> +pt-BR +–/);
  });

  it("shows what a hostile sender wrote as text: escapes in the table, no formulas in the CSV", () => {
    const table = seen.table;
    expect(table).toContain("\\u001b[2J\\u001b]52;c;cGF5bG9hZA==\\u0007 \\u202eexe.txt");
    for (const line of table.split("\n")) expect(line).not.toMatch(UNSAFE_CHARACTER);
    const csv = seen.csv;
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"",""Open"")","'@evil.example"`);
  });

  it("shows every control and invisible character as an escape in the table and --spam, marked, never raw", () => {
    for (const table of [seen.table, seen.spamTable]) {
      for (const line of table.split("\n")) expect(line).not.toMatch(UNSAFE_CHARACTER);
      expect(table).toMatch(/Shown as escapes such as \\u001b: .* message(s)? [\d, ]+/);
    }
    // The table clips each column: the name and the message's start are in sight.
    expect(seen.spamTable).toContain("Eve\\u202e\\u200b\\u009b <eve@");
    expect(seen.spamTable).toContain(`Hi ${EVERY_CLASS[0]?.[1]} \\u001b]8;;`);
  });

  it("writes the CSV with each of them as an escape, line breaks and emoji kept", () => {
    const csv = seen.spamCsv;
    // Rows end in CRLF; inside a cell only the sender's line break (a newline) and tab remain.
    expect(csv.replaceAll("\r\n", "").replaceAll(/[\n\t]/g, "")).not.toMatch(UNSAFE_CHARACTER);
    for (const [, shown] of EVERY_CLASS) expect(csv).toContain(shown);
    expect(csv).toContain("👩‍💻 ❤️ bye\nsecond line\ttabbed");
    expect(csv).toContain('"Mozilla/5.0 \\u009b2J\\u009d0;title\\u009c"');
    expect(csv).toContain('"Eve\\u202e\\u200b\\u009b"');
  });

  it("exports CSV with quotes escaped", () => {
    const csv = seen.csv;
    const lines = csv.trim().split("\r\n");
    expect(lines[0]).toBe("id,receivedAt,name,email,message,userAgent,language,readAt,spamReason,notices");
    expect(lines).toHaveLength(5);
    expect(csv).toContain('"says ""hi"", twice"');
  });

  it("shows one message whole by its id, spam or not, every field and the full text, escaped", async () => {
    const [, newest] = inbox.ids;
    const one = await run([String(newest)]);
    for (const line of [
      `id           ${newest}`,
      "received     2026-11-15 09:00 UTC (2026-11-15T09:00:00.000Z)",
      "name         New",
      "email        new@example.com",
      "read         no (unread)",
      "spam         no",
      "user agent   test",
      "language     English (en)",
      "notices      none set up",
    ])
      expect(one).toContain(`${line}\n`);
    expect(one).toContain('\nsays "hi", twice');
    for (const other of ["Old", "Mid", "from October"]) expect(one).not.toContain(other);

    // The spam kept from the invisible sender: longer than the table shows, every unsafe character an escape.
    const [spam] = JSON.parse(seen.spamJson) as Array<{ id: number }>;
    const whole = await run([String(spam?.id)]);
    expect(whole.replaceAll(/[\n\t]/g, "")).not.toMatch(UNSAFE_CHARACTER);
    for (const [, shown] of EVERY_CLASS) expect(whole).toContain(shown);
    expect(whole).toContain("👩‍💻 ❤️ bye\nsecond line\ttabbed");
    expect(whole).toContain("name         Eve\\u202e\\u200b\\u009b\n");
    expect(whole).toContain("user agent   Mozilla/5.0 \\u009b2J\\u009d0;title\\u009c\n");
    expect(whole).toContain(
      `spam         kept as spam because links (npm run inbox -- --not-spam ${spam?.id}`,
    );
    expect(whole).toMatch(/Shown as escapes such as \\u001b: .* this message/);
  }, 90_000);
});

describe.each(stores)("npm run inbox, reading %s", (_, seed) => {
  let inbox: Inbox;
  /** What the JSON views print of the seeded store, read once before any test changes it. */
  const seen = { json: "", spamJson: "" };
  beforeAll(async () => {
    inbox = await seed();
    seen.json = await run(["--json"]);
    seen.spamJson = await run(["--json", "--spam"]);
  }, 120_000);
  const run = (args: string[]) => runOn(inbox, args);
  const names = async (args: string[]) =>
    (JSON.parse(await run(["--json", ...args])) as Array<{ name: string }>).map((message) => message.name);

  it("writes JSON with each unsafe character as a \\u escape, which reads back exactly as stored", () => {
    expect((JSON.parse(seen.json) as Array<Record<string, string>>).at(-1)).toMatchObject(HOSTILE);
    const json = seen.spamJson;
    expect(json.replaceAll("\n", "")).not.toMatch(UNSAFE_CHARACTER);
    // Not even the joiner inside an emoji, which the table and the CSV keep.
    expect(json).not.toContain("\u200d");
    expect(json).toContain("\\u001b[2J");
    expect(json).toContain("\\u009b31m");
    expect(json).toContain("\\udb40\\udc41");
    const [read] = JSON.parse(json) as Array<Record<string, string>>;
    expect(read).toMatchObject({ ...INVISIBLE_SENDER, userAgent: INVISIBLE_AGENT, spamReason: "links" });
  });

  it("prints one message by its id as JSON, exactly as stored, and says so of an id no message has", async () => {
    const hostile = inbox.ids[3];
    const json = await run(["--json", String(hostile)]);
    expect(json.replaceAll("\n", "")).not.toMatch(UNSAFE_CHARACTER);
    expect(JSON.parse(json)).toMatchObject({
      id: hostile,
      ...HOSTILE,
      userAgent: "bot",
      language: "ar",
      spamReason: null,
    });

    const unknown = Math.max(...inbox.ids) + 1000;
    const refused = (await run([String(unknown)]).catch((error: unknown) => error)) as {
      code?: number;
      stdout?: string;
      stderr?: string;
    };
    expect(refused.code).toBe(1);
    expect(refused.stdout).toBe("");
    expect(refused.stderr).toContain(`No message ${unknown}`);
  }, 90_000);

  it("prints JSON, filtered with --since", async () => {
    expect((JSON.parse(seen.json) as Array<{ name: string }>).map((m) => m.name)).toEqual([
      "New",
      "Mid",
      "Old",
      HOSTILE.name,
    ]);
    expect(await names(["--since", "2026-11-01"])).toEqual(["New", "Mid"]);
  });

  it("marks messages read and unread", async () => {
    const [old, , mid] = inbox.ids.map(String);
    expect(await run(["--mark-read", old ?? "", mid ?? ""])).toContain("Marked 2 message(s) as read");
    expect(await run(["--mark-unread", old ?? ""])).toContain("Marked 1 message(s) as unread");
    // Mid read, Old read and then unread again.
    expect(await names(["--unread"])).toEqual(["New", "Old", HOSTILE.name]);
  });

  it("backs the whole store up to a file", async () => {
    const file = path.join(tempDataDir(), "backup");
    expect(await run(["--backup", file])).toContain("Backed up");
    const copy = readFileSync(file, "latin1");
    for (const text of ["from October", "says", "from early November"]) expect(copy).toContain(text);
  });

  it("erases messages by id, and all received before a date", async () => {
    const [, newest] = inbox.ids.map(String);
    expect(await run(["--delete", newest ?? ""])).toContain("Erased 1 message(s)");
    expect(await run(["--delete-before", "2026-10-15"])).toContain("Erased 2 message(s)");
    expect(await names([])).toEqual(["Mid"]);
  });
});
