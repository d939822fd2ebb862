import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type Database from "better-sqlite3";
import type { PostgresStore } from "./postgres-store.js";

type Dialect = "sqlite" | "postgres";
type Migration = { name: string; sql: string };

/** `server/migrations/sqlite` (SQLite and D1, whose wrangler.toml points here) and `…/postgres`. */
const migrationsDir = (dialect: Dialect) =>
  path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "migrations", dialect);

export function migrationFiles(dialect: Dialect): Migration[] {
  const dir = migrationsDir(dialect);
  return readdirSync(dir)
    .filter((name) => name.endsWith(".sql"))
    .sort()
    .map((name) => ({ name, sql: readFileSync(path.join(dir, name), "utf8") }));
}

/** Applies the SQLite migrations not yet applied to this file, each in its own transaction. */
export function migrateSqlite(db: Database.Database): string[] {
  db.exec("CREATE TABLE IF NOT EXISTS schema_migrations (name TEXT PRIMARY KEY, applied_at TEXT NOT NULL)");
  const done = new Set(
    (db.prepare("SELECT name FROM schema_migrations").all() as Array<{ name: string }>).map(
      (row) => row.name,
    ),
  );
  const pending = migrationFiles("sqlite").filter((migration) => !done.has(migration.name));
  const apply = db.transaction((migration: Migration) => {
    db.exec(migration.sql);
    db.prepare("INSERT INTO schema_migrations (name, applied_at) VALUES (?, ?)").run(
      migration.name,
      new Date().toISOString(),
    );
  });
  for (const migration of pending) apply.immediate(migration);
  return pending.map((migration) => migration.name);
}

/** Any number that no other part of the database uses as an advisory lock. */
const MIGRATION_LOCK = 7_411_001;

/**
 * Applies the PostgreSQL migrations not yet applied, in one transaction, holding
 * a lock so that several servers starting at once migrate one after another.
 */
export async function migratePostgres(store: PostgresStore): Promise<string[]> {
  return store.transaction(async (client) => {
    await client.query("SELECT pg_advisory_xact_lock($1)", [MIGRATION_LOCK]);
    await client.query(
      "CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL)",
    );
    const { rows } = await client.query<{ name: string }>("SELECT name FROM schema_migrations");
    const done = new Set(rows.map((row) => row.name));
    const pending = migrationFiles("postgres").filter((migration) => !done.has(migration.name));
    for (const migration of pending) {
      await client.query(migration.sql);
      await client.query("INSERT INTO schema_migrations (name, applied_at) VALUES ($1, now())", [
        migration.name,
      ]);
    }
    return pending.map((migration) => migration.name);
  });
}
