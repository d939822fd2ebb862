// @vitest-environment node
import path from "node:path";
import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { migrationFiles } from "../../server/stores/migrations";
import { MESSAGES_FILE, openSqliteFile, openSqliteStore } from "../../server/stores/sqlite-store";
import { DISTINCT_PER_DAY, OTHER } from "../../server/stores/visit-sql";
import { tempDataDir } from "../../support/node-server";
import { storeContract } from "./store-contract";

storeContract(
  "SQLite",
  async () => {
    const dataDir = tempDataDir();
    const query = async (sql: string) => {
      const db = new Database(path.join(dataDir, MESSAGES_FILE), { readonly: true });
      try {
        return db.prepare(sql).all() as Array<Record<string, unknown>>;
      } finally {
        db.close();
      }
    };
    return { store: openSqliteStore(dataDir), reopen: async () => openSqliteStore(dataDir), query };
  },
  async (rows) => {
    const dataDir = tempDataDir();
    const db = openSqliteFile(dataDir);
    const [first] = migrationFiles("sqlite");
    db.exec(first?.sql ?? "");
    db.exec("CREATE TABLE schema_migrations (name TEXT PRIMARY KEY, applied_at TEXT NOT NULL)");
    db.prepare("INSERT INTO schema_migrations VALUES (?, ?)").run(first?.name, "2026-11-01T00:00:00.000Z");
    const insert = db.prepare(
      "INSERT INTO messages (received_at, name, email, message, sender_hash, notified_at) VALUES (?, 'A', 'a@example.com', ?, 'h', ?)",
    );
    for (const row of rows) insert.run(row.receivedAt, row.message, row.notifiedAt);
    db.close();
    return openSqliteStore(dataDir);
  },
);

describe("counting page views in the SQLite store, without caps given", () => {
  it("keeps rows for DISTINCT_PER_DAY pages and referrer hosts a day, the others in one row", async () => {
    const store = openSqliteStore(tempDataDir());
    const flood = DISTINCT_PER_DAY.pages + 5;
    for (let index = 0; index < flood; index++)
      await store.countVisit({
        day: "2026-11-20",
        path: `/writing/${index}`,
        referrer: `h${index}.example`,
        device: "phone",
        visitor: "v",
      });
    const totals = await store.visitTotals("2026-11-20", "2026-11-20", 1);
    await store.close();
    expect(totals.pages).toEqual([{ path: OTHER, views: 5, visitors: 1 }]);
    expect(totals.more.pages.count).toBe(DISTINCT_PER_DAY.pages);
    expect(totals.referrers).toEqual([{ host: OTHER, views: flood - DISTINCT_PER_DAY.referrers }]);
    expect(totals.more.referrers.count).toBe(DISTINCT_PER_DAY.referrers);
  });
});
