import { mkdirSync } from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { migrateSqlite } from "./migrations.js";
import { SqliteDialectStore, type SqlValue } from "./sqlite-dialect-store.js";

/** The file the built-in collector keeps its messages in, inside DATA_DIR. */
export const MESSAGES_FILE = "messages.db";

/**
 * The embedded default: SQLite in `DATA_DIR/messages.db`, migrated on open. WAL
 * with `synchronous=FULL`: once a write returns, it is on disk and survives the
 * process being killed.
 */
export function openSqliteStore(dataDir: string): SqliteDialectStore {
  mkdirSync(dataDir, { recursive: true });
  const db = new Database(path.join(dataDir, MESSAGES_FILE));
  db.pragma("journal_mode = WAL");
  db.pragma("synchronous = FULL");
  db.pragma("busy_timeout = 5000");
  migrateSqlite(db);
  return new SqliteDialectStore({
    all: async <T>(sql: string, params: SqlValue[] = []) => db.prepare(sql).all(...params) as T[],
    run: async (sql: string, params: SqlValue[] = []) => {
      const result = db.prepare(sql).run(...params);
      return { changes: result.changes, lastRowId: Number(result.lastInsertRowid) };
    },
    close: async () => {
      if (db.open) db.close();
    },
  });
}
