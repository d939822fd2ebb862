/** What the owner's commands (`npm run inbox`, `npm run stats`) share: which store, and how they stop. */

/** parseArgs options naming the store: D1 (local or deployed) instead of SQLite or PostgreSQL. */
export const STORE_OPTIONS = {
  d1: { type: "boolean" },
  remote: { type: "boolean" },
  "persist-to": { type: "string" },
} as const;

export const STORE_HELP = `  --d1 [--remote]         D1 through wrangler: the local database, or the deployed one
  --persist-to dir        with --d1: the local state folder, if not .wrangler/state
Without --d1 it reads PostgreSQL when DATABASE_URL is set, else DATA_DIR/messages.db.`;

/** Ends a command that was asked for something it cannot do, saying why. */
export const stop = (message: string): never => {
  console.error(message);
  process.exit(2);
};
