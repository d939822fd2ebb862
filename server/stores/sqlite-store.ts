import { mkdirSync } from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { migrateSqlite } from "./migrations.js";
import { SqliteDialectStore, type SqlStatement, type SqlValue } from "./sqlite-dialect-store.js";

/** The file the built-in collector keeps its messages in, inside DATA_DIR. */
export const MESSAGES_FILE = "messages.db";

/** Opens (and makes) `DATA_DIR/messages.db` with the settings every user of it needs. */
export function openSqliteFile(dataDir: string): Database.Database {
  mkdirSync(dataDir, { recursive: true });
  const db = new Database(path.join(dataDir, MESSAGES_FILE));
  db.pragma("journal_mode = WAL");
  db.pragma("synchronous = FULL");
  db.pragma("busy_timeout = 5000");
  return db;
}

/**
 * The embedded default: SQLite in `DATA_DIR/messages.db`, migrated on open. WAL
 * with `synchronous=FULL`: once a write returns, it is on disk and survives the
 * process being killed.
 */
export function openSqliteStore(dataDir: string): SqliteDialectStore {
  const db = openSqliteFile(dataDir);
  migrateSqlite(db);
  const execute = ({ sql, params = [] }: SqlStatement) => {
    const statement = db.prepare(sql);
    if (statement.reader) return { rows: statement.all(...params), changes: 0, lastRowId: 0 };
    const result = statement.run(...params);
    return { rows: [], changes: result.changes, lastRowId: Number(result.lastInsertRowid) };
  };
  const inTransaction = db.transaction((statements: SqlStatement[]) => statements.map(execute));
  return new SqliteDialectStore({
    all: async <T>(sql: string, params: SqlValue[] = []) => db.prepare(sql).all(...params) as T[],
    run: async (sql: string, params: SqlValue[] = []) => execute({ sql, params }),
    batch: async (statements: SqlStatement[]) => inTransaction.immediate(statements),
    close: async () => {
      if (db.open) db.close();
    },
  });
}
