// Cloudflare Pages Functions: POST /api/contact, the built-in collector beside the
// static build, storing in D1 (bound as DB in wrangler.toml). Cloudflare sets
// CF-Connecting-IP to the visitor's address (docs/deploying.md).
import { parseAllowedOrigins } from "../../server/collector/allowed-origins.js";
import { createCollector } from "../../server/collector/collector.js";
import { type D1Database, d1Store } from "../../server/stores/d1-store.js";

type Env = { DB: D1Database; ALLOWED_ORIGINS?: string };
type PagesContext = {
  request: Request;
  env: Env;
  waitUntil(promise: Promise<unknown>): void;
  passThroughOnException(): void;
};

let current: { db: D1Database; app: ReturnType<typeof createCollector> } | undefined;

export function onRequest(context: PagesContext): Response | Promise<Response> {
  const { env } = context;
  if (current?.db !== env.DB) {
    const app = createCollector({
      store: d1Store(env.DB),
      allowedOrigins: parseAllowedOrigins(env.ALLOWED_ORIGINS),
      senderAddress: (c) => c.req.header("CF-Connecting-IP"),
    });
    current = { db: env.DB, app };
  }
  return current.app.fetch(context.request, env, {
    waitUntil: (promise: Promise<unknown>) => context.waitUntil(promise),
    passThroughOnException: () => context.passThroughOnException(),
    props: {},
  });
}
