import { SqliteDialectStore, type SqlValue } from "./sqlite-dialect-store.js";

/** The part of Cloudflare's D1 binding the store uses. */
export type D1Database = {
  prepare(sql: string): {
    bind(...values: unknown[]): {
      all<T>(): Promise<{ results: T[] }>;
      run(): Promise<{ meta: { changes: number; last_row_id: number } }>;
    };
  };
};

/** Messages in D1, bound as `DB` (wrangler.toml); its tables come from `wrangler d1 migrations apply`. */
export function d1Store(db: D1Database): SqliteDialectStore {
  return new SqliteDialectStore({
    all: async <T>(sql: string, params: SqlValue[] = []) =>
      (
        await db
          .prepare(sql)
          .bind(...params)
          .all<T>()
      ).results,
    run: async (sql: string, params: SqlValue[] = []) => {
      const { meta } = await db
        .prepare(sql)
        .bind(...params)
        .run();
      return { changes: meta.changes, lastRowId: meta.last_row_id };
    },
  });
}
