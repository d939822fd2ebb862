// Vercel Cron (vercel.json "crons"): sends the notices that wait and erases messages
// past RETAIN_DAYS, beside what every request to /api/contact does. Vercel signs its
// cron calls with CRON_SECRET; without one set, this answers nothing.
import { postgresFunction } from "../server/functions/postgres-function.js";

let handler: ReturnType<typeof postgresFunction> | undefined;

export default {
  async fetch(request: Request): Promise<Response> {
    const secret = process.env.CRON_SECRET;
    if (!secret || request.headers.get("Authorization") !== `Bearer ${secret}`) {
      return Response.json({ error: "Not allowed" }, { status: 403 });
    }
    handler ??= postgresFunction(process.env, () => undefined);
    const done = await handler.upkeep?.run();
    return Response.json({ ok: Boolean(done), ...done });
  },
};
