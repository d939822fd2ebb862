// Vercel: POST /api/contact, the built-in collector as a function, storing in
// PostgreSQL (DATABASE_URL). Vercel sets x-real-ip to the visitor's address,
// replacing whatever the visitor sent (docs/deploying.md).
import { postgresCollector } from "../server/functions/postgres-collector.js";

let collector: ReturnType<typeof postgresCollector> | undefined;

export default {
  fetch(request: Request): Response | Promise<Response> {
    collector ??= postgresCollector({
      env: process.env,
      senderAddress: (c) =>
        c.req.header("x-real-ip") ?? c.req.header("x-forwarded-for")?.split(",")[0]?.trim(),
    });
    return collector.fetch(request);
  },
};
