import type { Context } from "hono";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { isbot } from "isbot";
import { hasPageShape } from "../../app/lib/navigation/public-paths.js";
import { VISIT_PATH } from "../../app/lib/visits/visit-fields.js";
import { apiHeaders } from "../http/cors.js";
import { STORE_DEADLINE_MS, withDeadline } from "../http/deadline.js";
import { hashSender } from "../http/sender.js";
import { serverError } from "../http/server-error.js";
import type { VisitStore } from "../stores/visit-store.js";
import { MAX_VISIT_BODY_BYTES, readVisitReport } from "./visit-request.js";

/** Page views one address may report in a minute; a reader clicking through a site sends a handful. */
export const VISITS_PER_MINUTE = 30;

type VisitCounterOptions = {
  store: VisitStore;
  /** Other origins whose pages may report here (ALLOWED_ORIGINS), as for the collector. */
  allowedOrigins?: string[];
  /** The sender's address as this runtime knows it: the socket, or a header the platform sets. */
  senderAddress: (c: Context) => string | undefined;
  now?: () => Date;
  /** Whether a path is one of the site's pages; by default, whether it has a page's shape. */
  isPage?: (path: string) => boolean;
  /** Page views one address may report in a minute (VISITS_PER_MINUTE by default). */
  perMinute?: number;
  /** How long the store may take to acknowledge: the collector's deadline for messages by default. */
  storeDeadlineMs?: number;
  log?: (...details: unknown[]) => void;
};

/** The visitor asked not to be followed (Do Not Track, Global Privacy Control), or is a crawler. */
const notToCount = (c: Context) =>
  c.req.header("DNT") === "1" || c.req.header("Sec-GPC") === "1" || isbot(c.req.header("User-Agent") ?? "");

/** The hosts that are this site: a referrer among them is a visit from within, shown as direct. */
function ownHosts(c: Context, allowedOrigins: string[]) {
  const hosts = new Set([new URL(c.req.url).hostname]);
  for (const origin of [c.req.header("Origin"), ...allowedOrigins]) {
    try {
      if (origin) hosts.add(new URL(origin).hostname);
    } catch {
      // Not an address: it names no host.
    }
  }
  return hosts;
}

/**
 * POST /api/visit: one page view, counted in the store's daily counts (docs/privacy.md). It
 * answers 204 whether or not the view counted (a crawler's, or one asking not to be tracked,
 * does not), a clear 4xx for what is not a page view, and never sets a cookie.
 */
export function visitCounter(options: VisitCounterOptions) {
  const { store, allowedOrigins = [], senderAddress, log = console.error } = options;
  const now = options.now ?? (() => new Date());
  const inTime = <T>(work: Promise<T>) => withDeadline(work, options.storeDeadlineMs ?? STORE_DEADLINE_MS);
  const isPage = options.isPage ?? hasPageShape;
  const perMinute = options.perMinute ?? VISITS_PER_MINUTE;
  // The day's salt, asked of the store once per day by this instance.
  let salt: { day: string; value: Promise<string> } | undefined;
  const saltOf = (day: string) => {
    if (salt?.day !== day) {
      const value = store.visitSalt(day);
      value.catch(() => {
        if (salt?.value === value) salt = undefined;
      });
      salt = { day, value };
    }
    return salt.value;
  };

  const app = new Hono();
  app.use(VISIT_PATH, apiHeaders(allowedOrigins, "POST, OPTIONS"));
  app.post(
    VISIT_PATH,
    bodyLimit({
      maxSize: MAX_VISIT_BODY_BYTES,
      onError: (c) => c.json({ error: `A page view is at most ${MAX_VISIT_BODY_BYTES} bytes` }, 413),
    }),
    async (c) => {
      c.header("Cache-Control", "no-store");
      const read = readVisitReport(await c.req.text());
      if (!read.ok) return c.json({ error: read.error }, read.status);
      const { path, referrer, device } = read.report;
      if (!isPage(path)) return c.json({ error: `${path} is not a page of this site` }, 422);
      if (notToCount(c)) return c.body(null, 204);

      const at = now().toISOString();
      const day = at.slice(0, 10);
      const address = senderAddress(c) ?? "unknown";
      try {
        const daySalt = await inTime(saltOf(day));
        const views = await inTime(store.visitAttempt(await hashSender(daySalt, address), at.slice(0, 16)));
        if (views > perMinute) {
          c.header("Retry-After", String(60 - new Date(at).getUTCSeconds()));
          return c.json({ error: "Too many page views from one address; wait a minute" }, 429);
        }
        const visitor = await hashSender(daySalt, `${address}\n${c.req.header("User-Agent") ?? ""}`);
        const fromHere = referrer !== undefined && ownHosts(c, allowedOrigins).has(referrer);
        await inTime(store.countVisit({ day, path, referrer: fromHere ? "" : referrer, device, visitor }));
      } catch (error) {
        log("Could not count a page view:", error);
        return c.json({ error: "The page view could not be counted" }, 503);
      }
      return c.body(null, 204);
    },
  );
  app.all(VISIT_PATH, (c) => {
    c.header("Allow", "POST, OPTIONS");
    return c.json({ error: "Use POST to count a page view" }, 405);
  });
  app.onError(serverError(log));
  return app;
}
