/**
 * Brings the message store's tables up to date with server/migrations/.
 *   npm run db:migrate                     the SQLite file in DATA_DIR, or PostgreSQL when DATABASE_URL is set
 *   npm run db:migrate -- --d1 [--remote]  D1: runs `wrangler d1 migrations apply DB`, locally or on Cloudflare
 * `npm start` migrates by itself; functions (Vercel, Netlify, Cloudflare) need this once per deploy that adds a migration.
 */
import { execFileSync } from "node:child_process";
import path from "node:path";
import { parseArgs } from "node:util";
import { readConfig } from "./settings/config.js";
import { migratePostgres } from "./stores/migrations.js";
import { PostgresStore } from "./stores/postgres-store.js";
import { MESSAGES_FILE, openSqliteStore } from "./stores/sqlite-store.js";

const { values } = parseArgs({ options: { d1: { type: "boolean" }, remote: { type: "boolean" } } });

if (values.d1) {
  const where = values.remote ? "--remote" : "--local";
  execFileSync(path.resolve("node_modules/.bin/wrangler"), ["d1", "migrations", "apply", "DB", where], {
    stdio: "inherit",
  });
} else {
  const config = readConfig();
  if (config.databaseUrl) {
    const store = new PostgresStore(config.databaseUrl, { maxConnections: 1 });
    try {
      const applied = await migratePostgres(store);
      console.log(
        applied.length ? `Applied ${applied.join(", ")} to PostgreSQL.` : "PostgreSQL is up to date.",
      );
    } finally {
      await store.close();
    }
  } else {
    await openSqliteStore(config.dataDir).close();
    console.log(`${path.join(config.dataDir, MESSAGES_FILE)} is up to date.`);
  }
}
