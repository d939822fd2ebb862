// Netlify: POST /api/contact, the built-in collector as a function, storing in
// PostgreSQL (DATABASE_URL). Netlify gives the visitor's address as context.ip.
import { postgresCollector } from "../../server/functions/postgres-collector.js";

/** The part of Netlify's context the collector uses. */
type NetlifyContext = { ip?: string };

let collector: ReturnType<typeof postgresCollector> | undefined;

export default function contact(request: Request, context: NetlifyContext): Response | Promise<Response> {
  collector ??= postgresCollector({
    env: process.env,
    senderAddress: (c) =>
      (c.env as NetlifyContext | undefined)?.ip ?? c.req.header("x-nf-client-connection-ip"),
  });
  return collector.fetch(request, context);
}

export const config = { path: "/api/contact" };
