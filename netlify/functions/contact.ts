// Netlify: POST /api/contact (its proof-of-work challenge and the counted page views), the built-in
// collector as a function, storing in PostgreSQL (DATABASE_URL). Netlify gives the visitor's address as context.ip.
import { postgresFunction } from "../../server/functions/postgres-function.js";

/** The part of Netlify's context the collector uses. */
type NetlifyContext = { ip?: string; waitUntil?: (work: Promise<unknown>) => void };

let handler: ReturnType<typeof postgresFunction> | undefined;

export default function contact(request: Request, context: NetlifyContext): Promise<Response> {
  handler ??= postgresFunction(process.env, (c) => (c.env as NetlifyContext | undefined)?.ip);
  return handler.fetch(request, context, context.waitUntil?.bind(context));
}

export const config = { path: ["/api/contact", "/api/contact/challenge", "/api/visit"] };
