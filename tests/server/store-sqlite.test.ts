// @vitest-environment node
import { describe, expect, it } from "vitest";
import { migrationFiles } from "../../server/stores/migrations";
import { openSqliteFile, openSqliteStore } from "../../server/stores/sqlite-store";
import { tempDataDir } from "../../support/node-server";
import { storeContract } from "./store-contract";

storeContract("SQLite", async () => {
  const dataDir = tempDataDir();
  return { store: openSqliteStore(dataDir), reopen: async () => openSqliteStore(dataDir) };
});

describe("upgrading a SQLite file from before notices", () => {
  it("turns each message's notified_at into its e-mail notice: sent, or still waiting", async () => {
    const dataDir = tempDataDir();
    const db = openSqliteFile(dataDir);
    const [first] = migrationFiles("sqlite");
    db.exec(first?.sql ?? "");
    db.exec("CREATE TABLE schema_migrations (name TEXT PRIMARY KEY, applied_at TEXT NOT NULL)");
    db.prepare("INSERT INTO schema_migrations VALUES (?, ?)").run(first?.name, "2026-11-01T00:00:00.000Z");
    const insert = db.prepare(
      "INSERT INTO messages (received_at, name, email, message, sender_hash, notified_at) VALUES (?, 'A', 'a@example.com', ?, 'h', ?)",
    );
    insert.run("2026-11-02T09:00:00.000Z", "was e-mailed", "2026-11-02T09:00:05.000Z");
    insert.run("2026-11-03T09:00:00.000Z", "was waiting", null);
    db.close();

    const store = openSqliteStore(dataDir);
    try {
      const notices = Object.fromEntries(
        (await store.list()).map((message) => [message.message, message.notices]),
      );
      expect(notices["was e-mailed"]).toEqual([
        {
          channel: "email",
          state: "sent",
          attempts: 1,
          nextAttemptAt: null,
          lastError: null,
          sentAt: "2026-11-02T09:00:05.000Z",
        },
      ]);
      expect(notices["was waiting"]).toEqual([
        {
          channel: "email",
          state: "waiting",
          attempts: 0,
          nextAttemptAt: "2026-11-03T09:00:00.000Z",
          lastError: null,
          sentAt: null,
        },
      ]);
    } finally {
      await store.close();
    }
  });
});
