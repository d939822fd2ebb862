import type { Context } from "hono";
import { Hono } from "hono";
import { parseAllowedOrigins } from "../collector/allowed-origins.js";
import { createCollector } from "../collector/collector.js";
import { CONTACT_PATH } from "../collector/limits.js";
import { PostgresStore } from "../stores/postgres-store.js";

export type FunctionSettings = {
  /** The function's environment: DATABASE_URL and ALLOWED_ORIGINS. */
  env: Record<string, string | undefined>;
  /** The sender's address as the platform gives it. */
  senderAddress: (c: Context) => string | undefined;
};

/** Without a database the collector cannot keep a message, so it says so rather than pretend. */
function withoutDatabase() {
  const app = new Hono();
  app.all(CONTACT_PATH, (c) => {
    console.error("The contact collector has no database: set DATABASE_URL (docs/deploying.md).");
    return c.json(
      { error: "The message could not be saved: this site's collector has no database yet" },
      503,
    );
  });
  return app;
}

/**
 * The collector as Vercel and Netlify functions run it: PostgreSQL through
 * DATABASE_URL, a few connections per function instance.
 */
export function postgresCollector({ env, senderAddress }: FunctionSettings) {
  if (!env.DATABASE_URL) return withoutDatabase();
  return createCollector({
    store: new PostgresStore(env.DATABASE_URL, { maxConnections: 3 }),
    allowedOrigins: parseAllowedOrigins(env.ALLOWED_ORIGINS),
    senderAddress,
  });
}
