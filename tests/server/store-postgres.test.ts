// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migratePostgres, migrationFiles } from "../../server/stores/migrations";
import { PostgresStore } from "../../server/stores/postgres-store";
import { type PostgresServer, startPostgres } from "../../support/postgres-server";
import { sqliteColumns } from "./schema";
import { storeContract } from "./store-contract";

let server: PostgresServer;
const migrationNames = migrationFiles("postgres").map((migration) => migration.name);
beforeAll(async () => {
  server = await startPostgres();
});
afterAll(() => server.destroy());

storeContract(
  "PostgreSQL",
  async () => {
    const url = await server.createDatabase();
    const store = new PostgresStore(url);
    await migratePostgres(store);
    const query = async (sql: string) => {
      const reader = new PostgresStore(url, { maxConnections: 1 });
      try {
        return (await reader.pool.query(sql)).rows;
      } finally {
        await reader.close();
      }
    };
    return { store, reopen: async () => new PostgresStore(url), query };
  },
  async (rows) => {
    const store = new PostgresStore(await server.createDatabase());
    const [first] = migrationFiles("postgres");
    await store.pool.query(first?.sql ?? "");
    await store.pool.query(
      "CREATE TABLE schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL)",
    );
    await store.pool.query("INSERT INTO schema_migrations VALUES ($1, now())", [first?.name]);
    const insert = `INSERT INTO messages (received_at, name, email, message, sender_hash, notified_at)
                    VALUES ($1, 'A', 'a@example.com', $2, 'h', $3)`;
    for (const row of rows) await store.pool.query(insert, [row.receivedAt, row.message, row.notifiedAt]);
    await migratePostgres(store);
    return store;
  },
);

describe("PostgreSQL migrations", () => {
  it("make the same tables and columns as SQLite's", async () => {
    const store = new PostgresStore(await server.createDatabase());
    try {
      expect(await migratePostgres(store)).toEqual(migrationNames);
      const { rows } = await store.pool.query<{ table_name: string; column_name: string }>(
        `SELECT table_name, column_name FROM information_schema.columns
         WHERE table_schema = 'public' AND table_name <> 'schema_migrations'
         ORDER BY table_name, ordinal_position`,
      );
      const columns = rows.map((row) => `${row.table_name}.${row.column_name}`);
      expect(columns).toEqual(sqliteColumns());
    } finally {
      await store.close();
    }
  });

  it("run once, even when several servers start together", async () => {
    const url = await server.createDatabase();
    const stores = [new PostgresStore(url), new PostgresStore(url), new PostgresStore(url)];
    try {
      const applied = await Promise.all(stores.map((store) => migratePostgres(store)));
      expect(applied.flat()).toEqual(migrationNames);
    } finally {
      for (const store of stores) await store.close();
    }
  });
});
