/**
 * Is this a store's error for tables older than the code (a column or table the release's
 * migrations add is missing)? On the functions' hosts the migrations are the owner's step
 * (`npm run db:migrate`), so an update deployed before it meets this on the first message.
 */
export function schemaBehind(error: unknown): boolean {
  // node-postgres: undefined_table, undefined_column.
  const code = (error as { code?: unknown } | null)?.code;
  if (code === "42P01" || code === "42703") return true;
  // SQLite and D1 say it in words.
  return /no such (table|column)|has no column named/i.test(
    String((error as Error | null)?.message ?? error),
  );
}

/** What the function's log says then: the command that brings the tables up to date. */
export const MIGRATE_COMMAND =
  "The message store's tables are older than this version of the site: run `npm run db:migrate` " +
  "(PostgreSQL, with DATABASE_URL set) or `npm run db:migrate -- --d1 --remote` (D1), then send again " +
  "(docs/updating.md). Until then every message is refused with 503, none claimed stored.";
