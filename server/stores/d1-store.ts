import { SqliteDialectStore, type SqlStatement, type SqlValue } from "./sqlite-dialect-store.js";

type D1Result<T = unknown> = { results?: T[]; meta: { changes: number; last_row_id: number } };
type D1PreparedStatement = {
  bind(...values: unknown[]): D1PreparedStatement;
  all<T>(): Promise<D1Result<T> & { results: T[] }>;
  run(): Promise<D1Result>;
};

/** The part of Cloudflare's D1 binding the store uses. */
export type D1Database = {
  prepare(sql: string): D1PreparedStatement;
  batch(statements: D1PreparedStatement[]): Promise<D1Result[]>;
};

/** Messages in D1, bound as `DB` (wrangler.toml); its tables come from `wrangler d1 migrations apply`. */
export function d1Store(db: D1Database): SqliteDialectStore {
  const prepare = ({ sql, params = [] }: SqlStatement) => db.prepare(sql).bind(...params);
  return new SqliteDialectStore({
    all: async <T>(sql: string, params: SqlValue[] = []) => (await prepare({ sql, params }).all<T>()).results,
    run: async (sql: string, params: SqlValue[] = []) => {
      const { meta } = await prepare({ sql, params }).run();
      return { changes: meta.changes, lastRowId: meta.last_row_id };
    },
    // D1 runs a batch as one transaction.
    batch: async (statements: SqlStatement[]) =>
      (await db.batch(statements.map(prepare))).map((result) => ({
        rows: result.results ?? [],
        changes: result.meta.changes,
        lastRowId: result.meta.last_row_id,
      })),
  });
}
