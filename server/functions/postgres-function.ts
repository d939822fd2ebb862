import type { Context } from "hono";
import { PostgresStore } from "../stores/postgres-store.js";
import { functionHandler } from "./function-handler.js";

/** The collector as Vercel and Netlify functions run it: PostgreSQL through DATABASE_URL. */
export const postgresFunction = (
  env: Record<string, string | undefined>,
  senderAddress: (c: Context) => string | undefined,
) =>
  functionHandler({
    env,
    senderAddress,
    openStore: () =>
      env.DATABASE_URL
        ? new PostgresStore(env.DATABASE_URL, { maxConnections: 3 })
        : "DATABASE_URL is not set (docs/deploying.md)",
  });
