import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import {
  SqliteDialectStore,
  type SqlRunner,
  type SqlStatement,
  type SqlValue,
} from "./sqlite-dialect-store.js";

export type WranglerD1Options = {
  /** The deployed database (`--remote`) rather than the local one `wrangler pages dev` uses. */
  remote?: boolean;
  /** The local state folder, when not wrangler's default `.wrangler/state`. */
  persistTo?: string;
  /** The binding or database name in wrangler.toml. */
  database?: string;
};

/** A value written into the SQL text: `wrangler d1 execute` takes no bound parameters. */
function literal(value: SqlValue): string {
  if (value === null) return "NULL";
  if (typeof value === "number") {
    if (!Number.isFinite(value)) throw new Error(`cannot send ${value} to D1`);
    return String(value);
  }
  if (value.includes("\0")) throw new Error("cannot send a NUL character to D1 through wrangler");
  return `'${value.replaceAll("'", "''")}'`;
}

function inlineParameters(sql: string, params: SqlValue[] = []): string {
  const parts = sql.split("?");
  if (parts.length - 1 !== params.length) {
    throw new Error(`the statement has ${parts.length - 1} placeholders for ${params.length} values`);
  }
  return parts.reduce((text, part, index) => `${text}${literal(params[index - 1] ?? null)}${part}`);
}

type ExecuteResult = { results?: unknown[]; meta?: { changes?: number; last_row_id?: number } };

/**
 * The D1 database reached through `wrangler d1 execute`, locally or deployed: what
 * `npm run inbox -- --d1` reads. Only the inbox's own values (ids, dates) are
 * written into the SQL; what senders wrote only ever comes back out.
 */
function wranglerD1Runner(options: WranglerD1Options = {}): SqlRunner {
  const wrangler = path.resolve("node_modules/.bin/wrangler");
  const where = options.remote
    ? ["--remote"]
    : ["--local", ...(options.persistTo ? ["--persist-to", options.persistTo] : [])];
  /** Runs the statements as one batch (D1 runs a batch as a transaction); one result each. */
  const execute = async (statements: SqlStatement[]): Promise<ExecuteResult[]> => {
    const command = statements.map(({ sql, params }) => inlineParameters(sql, params)).join(";\n");
    const args = ["d1", "execute", options.database ?? "DB", ...where, "--json", "--command", command];
    try {
      const { stdout } = await promisify(execFile)(wrangler, args, {
        env: { ...process.env, WRANGLER_SEND_METRICS: "false" },
        maxBuffer: 256 * 1024 * 1024,
      });
      return JSON.parse(stdout) as ExecuteResult[];
    } catch (error) {
      const stdout = (error as { stdout?: string }).stdout ?? "";
      const reason = stdout.match(/"text":\s*"([^"]*)"/)?.[1] ?? (error as Error).message;
      throw new Error(`wrangler d1 execute failed: ${reason}`);
    }
  };
  const toResult = (result: ExecuteResult | undefined) => ({
    rows: result?.results ?? [],
    changes: result?.meta?.changes ?? 0,
    lastRowId: result?.meta?.last_row_id ?? 0,
  });
  return {
    all: async <T>(sql: string, params?: SqlValue[]) =>
      toResult((await execute([{ sql, params }]))[0]).rows as T[],
    run: async (sql: string, params?: SqlValue[]) => toResult((await execute([{ sql, params }]))[0]),
    batch: async (statements: SqlStatement[]) => (await execute(statements)).map(toResult),
  };
}

/** The store over that runner: the same SQL the Pages Function runs. */
export const d1StoreThroughWrangler = (options: WranglerD1Options = {}) =>
  new SqliteDialectStore(wranglerD1Runner(options));
