import { execFileSync } from "node:child_process";
import { readdirSync } from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import type { WranglerD1Options } from "../stores/d1-through-wrangler.js";
import { openSqliteFile } from "../stores/sqlite-store.js";

export type BackupSource =
  | { kind: "sqlite"; dataDir: string }
  | { kind: "postgres"; databaseUrl: string }
  | ({ kind: "d1" } & WranglerD1Options);

/**
 * Writes a copy of the whole store to `file`: SQLite's online backup (safe while
 * the server writes), wrangler's export of D1 (SQL), or pg_dump of PostgreSQL (SQL).
 * Resolves to what was made.
 */
export async function backUp(source: BackupSource, file: string): Promise<string> {
  const target = path.resolve(file);
  if (source.kind === "sqlite") {
    await sqliteBackup(openSqliteFile(source.dataDir), target);
    return `a SQLite database at ${target}`;
  }
  if (source.kind === "d1" && source.persistTo && !source.remote) {
    // wrangler's export has no --persist-to; a local D1 is a SQLite file, backed up as one.
    await sqliteBackup(localD1File(source.persistTo), target);
    return `a SQLite copy of the local D1 at ${target}`;
  }
  if (source.kind === "d1") {
    const where = source.remote ? ["--remote"] : ["--local"];
    execFileSync(
      path.resolve("node_modules/.bin/wrangler"),
      ["d1", "export", source.database ?? "DB", ...where, "--output", target],
      {
        env: { ...process.env, WRANGLER_SEND_METRICS: "false" },
        stdio: ["ignore", "ignore", "inherit"],
      },
    );
    return `D1's SQL export at ${target}`;
  }
  try {
    execFileSync("pg_dump", [`--dbname=${source.databaseUrl}`, `--file=${target}`, "--no-owner"], {
      stdio: ["ignore", "ignore", "inherit"],
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") {
      throw new Error("backing up PostgreSQL needs pg_dump (Debian: apt-get install postgresql-client)");
    }
    throw error;
  }
  return `a pg_dump of PostgreSQL at ${target}`;
}

async function sqliteBackup(db: Database.Database, target: string) {
  try {
    await db.backup(target);
  } finally {
    db.close();
  }
}

/** The database file of the one D1 database in a local state folder (`--persist-to`). */
function localD1File(persistTo: string): Database.Database {
  const dir = path.join(persistTo, "v3", "d1", "miniflare-D1DatabaseObject");
  const files = readdirSync(dir).filter((name) => name.endsWith(".sqlite") && name !== "metadata.sqlite");
  if (files.length !== 1) throw new Error(`expected one local D1 database in ${dir}, found ${files.length}`);
  return new Database(path.join(dir, files[0] as string), { fileMustExist: true });
}
