import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { SqliteDialectStore, type SqlRunner, type SqlValue } from "./sqlite-dialect-store.js";

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

export function inlineParameters(sql: string, params: SqlValue[] = []): string {
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
export function wranglerD1Runner(options: WranglerD1Options = {}): SqlRunner {
  const wrangler = path.resolve("node_modules/.bin/wrangler");
  const where = options.remote
    ? ["--remote"]
    : ["--local", ...(options.persistTo ? ["--persist-to", options.persistTo] : [])];
  const execute = async (sql: string, params?: SqlValue[]): Promise<ExecuteResult> => {
    const command = inlineParameters(sql, params);
    const args = ["d1", "execute", options.database ?? "DB", ...where, "--json", "--command", command];
    try {
      const { stdout } = await promisify(execFile)(wrangler, args, {
        env: { ...process.env, WRANGLER_SEND_METRICS: "false" },
        maxBuffer: 256 * 1024 * 1024,
      });
      const [result] = JSON.parse(stdout) as ExecuteResult[];
      return result ?? {};
    } catch (error) {
      const stdout = (error as { stdout?: string }).stdout ?? "";
      const reason = stdout.match(/"text":\s*"([^"]*)"/)?.[1] ?? (error as Error).message;
      throw new Error(`wrangler d1 execute failed: ${reason}`);
    }
  };
  return {
    all: async <T>(sql: string, params?: SqlValue[]) => ((await execute(sql, params)).results ?? []) as T[],
    run: async (sql: string, params?: SqlValue[]) => {
      const { meta } = await execute(sql, params);
      return { changes: meta?.changes ?? 0, lastRowId: meta?.last_row_id ?? 0 };
    },
  };
}

/** The store over that runner: the same SQL the Pages Function runs. */
export const d1StoreThroughWrangler = (options: WranglerD1Options = {}) =>
  new SqliteDialectStore(wranglerD1Runner(options));
