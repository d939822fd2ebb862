// Netlify scheduled function: every 10 minutes, sends the notices that wait and
// erases messages past RETAIN_DAYS, beside what every request to /api/contact does.
import { postgresFunction } from "../../server/functions/postgres-function.js";

let handler: ReturnType<typeof postgresFunction> | undefined;

export default async function notices(): Promise<Response> {
  handler ??= postgresFunction(process.env, () => undefined);
  await handler.upkeep?.run();
  return new Response(null, { status: 204 });
}

export const config = { schedule: "*/10 * * * *" };
