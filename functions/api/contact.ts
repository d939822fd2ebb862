// Cloudflare Pages Functions: POST /api/contact, the built-in collector beside the
// static build, storing in D1 (bound as DB in wrangler.toml). Cloudflare sets
// CF-Connecting-IP to the visitor's address. Pages has no schedule of its own, so
// notices that wait are tried again with the next request (docs/deploying.md).
import { functionHandler } from "../../server/functions/function-handler.js";
import { type D1Database, d1Store } from "../../server/stores/d1-store.js";

/** Pages' binding to the site's own static files. */
type Assets = { fetch(url: URL): Promise<Response> };
type Env = { DB?: D1Database; ASSETS?: Assets } & Record<string, unknown>;
type PagesContext = {
  request: Request;
  env: Env;
  waitUntil(promise: Promise<unknown>): void;
  passThroughOnException(): void;
};

let current: { db: D1Database | undefined; handler: ReturnType<typeof functionHandler> } | undefined;

export function onRequest(context: PagesContext): Promise<Response> {
  const { env } = context;
  if (!current || current.db !== env.DB) {
    const handler = functionHandler({
      env,
      senderAddress: (c) => c.req.header("CF-Connecting-IP"),
      // The build's files through Pages' own binding, not a request back to the site.
      buildFile: env.ASSETS ? (url) => (env.ASSETS as Assets).fetch(url) : undefined,
      openStore: () => (env.DB ? d1Store(env.DB) : "no D1 database is bound as DB (wrangler.toml)"),
    });
    current = { db: env.DB, handler };
  }
  return current.handler.fetch(context.request, env, (work) => context.waitUntil(work));
}
