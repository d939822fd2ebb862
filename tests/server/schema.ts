import Database from "better-sqlite3";
import { migrateSqlite } from "../../server/stores/migrations";

/** The tables the migrations make, leaving out each tool's own bookkeeping. */
export const TABLES_SQL = `SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'
  AND name NOT IN ('schema_migrations', 'd1_migrations', '_cf_KV', '_cf_METADATA') ORDER BY name`;

/** `table.column` of every table the SQLite migrations make, tables by name, columns in order. */
export function sqliteColumns(): string[] {
  const db = new Database(":memory:");
  migrateSqlite(db);
  const tables = db.prepare(TABLES_SQL).all() as Array<{ name: string }>;
  return tables.flatMap(({ name }) =>
    (db.prepare(`PRAGMA table_info(${name})`).all() as Array<{ name: string }>).map(
      (column) => `${name}.${column.name}`,
    ),
  );
}
