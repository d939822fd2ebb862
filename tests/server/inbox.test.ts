// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MessageStore, NewMessage } from "../../server/collector/store";
import { d1Store } from "../../server/stores/d1-store";
import { migratePostgres } from "../../server/stores/migrations";
import { PostgresStore } from "../../server/stores/postgres-store";
import { openSqliteStore } from "../../server/stores/sqlite-store";
import { migratedLocalD1, openLocalD1 } from "../../support/local-d1";
import { tempDataDir } from "../../support/node-server";
import { type PostgresServer, startPostgres } from "../../support/postgres-server";
import { runInbox } from "./harness";

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
  senderHash: "f".repeat(64),
}));

async function fill(store: MessageStore) {
  const ids: number[] = [];
  for (const message of seeded) ids.push(await store.add(message));
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

/** The same three messages in each store the inbox reads, and how to point it there. */
const stores: Array<[string, () => Promise<Inbox>]> = [
  [
    "the SQLite file in DATA_DIR",
    async () => {
      const dataDir = tempDataDir();
      return { args: [], env: { DATA_DIR: dataDir }, ids: await fill(openSqliteStore(dataDir)) };
    },
  ],
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

describe.each(stores)("npm run inbox, reading %s", (_, seed) => {
  let inbox: Inbox;
  beforeAll(async () => {
    inbox = await seed();
  }, 60_000);
  const run = (args: string[]) => runInbox(tempDataDir(), [...inbox.args, ...args], inbox.env);
  const names = async (args: string[]) =>
    (JSON.parse(await run(["--json", ...args])) as Array<{ name: string }>).map((message) => message.name);

  it("lists messages newest first as a table", async () => {
    const out = await run([]);
    expect(out.indexOf("New <new@example.com>")).toBeLessThan(out.indexOf("Mid <mid@example.com>"));
    expect(out.indexOf("Mid <mid@example.com>")).toBeLessThan(out.indexOf("Old <old@example.com>"));
    expect(out).toContain("3 message(s)");
  });

  it("prints JSON, filtered with --since", async () => {
    expect(await names([])).toEqual(["New", "Mid", "Old"]);
    expect(await names(["--since", "2026-11-01"])).toEqual(["New", "Mid"]);
  });

  it("exports CSV with quotes escaped", async () => {
    const csv = await run(["--csv"]);
    const lines = csv.trim().split("\r\n");
    expect(lines[0]).toBe("id,receivedAt,name,email,message,userAgent,readAt");
    expect(lines).toHaveLength(4);
    expect(csv).toContain('"says ""hi"", twice"');
  });

  it("marks messages read and unread", async () => {
    const [old, , mid] = inbox.ids.map(String);
    await run(["--mark-read", old ?? "", mid ?? ""]);
    expect(await names(["--unread"])).toEqual(["New"]);
    await run(["--mark-unread", old ?? ""]);
    expect(await names(["--unread"])).toEqual(["New", "Old"]);
  });
});
