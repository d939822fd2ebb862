import type { MessageStore } from "./message-store.js";
import { migratePostgres } from "./migrations.js";
import { PostgresStore } from "./postgres-store.js";
import { openSqliteStore } from "./sqlite-store.js";

type StoreSettings = { dataDir: string; databaseUrl?: string };

/**
 * The Node server's store: PostgreSQL when DATABASE_URL is set, else SQLite in
 * DATA_DIR. SQLite is migrated whenever it is opened; PostgreSQL when `migrate`
 * is asked for (the server does at start, so several servers can share one).
 */
export async function openStore(settings: StoreSettings, { migrate = false } = {}): Promise<MessageStore> {
  if (!settings.databaseUrl) return openSqliteStore(settings.dataDir);
  const store = new PostgresStore(settings.databaseUrl);
  if (migrate) {
    try {
      await migratePostgres(store);
    } catch (error) {
      await store.close();
      throw error;
    }
  }
  return store;
}
