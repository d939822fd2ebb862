import type { Context } from "hono";

/**
 * The answer to what no route caught, for the collector and the visit counter alike: the
 * error is logged, and the sender gets a JSON 500 that says no more.
 */
export const serverError =
  (log: (...details: unknown[]) => void) =>
  (error: Error, c: Context): Response => {
    log(error);
    return c.json({ error: "Something went wrong on the server" }, 500);
  };
