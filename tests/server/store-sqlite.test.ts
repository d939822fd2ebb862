// @vitest-environment node
import { migrationFiles } from "../../server/stores/migrations";
import { openSqliteFile, openSqliteStore } from "../../server/stores/sqlite-store";
import { tempDataDir } from "../../support/node-server";
import { storeContract } from "./store-contract";

storeContract(
  "SQLite",
  async () => {
    const dataDir = tempDataDir();
    return { store: openSqliteStore(dataDir), reopen: async () => openSqliteStore(dataDir) };
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
