// Vercel: POST /api/contact, the built-in collector as a function, storing in
// PostgreSQL (DATABASE_URL). Vercel sets x-real-ip to the visitor's address,
// replacing whatever the visitor sent (docs/deploying.md).
import { waitUntil } from "@vercel/functions";
import { postgresFunction } from "../server/functions/postgres-function.js";

let handler: ReturnType<typeof postgresFunction> | undefined;

export default {
  fetch(request: Request): Promise<Response> {
    handler ??= postgresFunction(process.env, (c) => c.req.header("x-real-ip"));
    return handler.fetch(request, undefined, waitUntil);
  },
};
