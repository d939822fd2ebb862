import type { Context } from "hono";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { isbot } from "isbot";
import { hasPageShape, withoutLanguage } from "../../app/lib/navigation/public-paths.js";
import { VISIT_PATH } from "../../app/lib/visits/visit-fields.js";
import { apiHeaders } from "../http/cors.js";
import type { DaySalt } from "../http/day-salt.js";
import { STORE_DEADLINE_MS, withDeadline } from "../http/deadline.js";
import { hashSender, rateNetwork } from "../http/sender.js";
import { serverError } from "../http/server-error.js";
import type { VisitStore } from "../stores/visit-store.js";
import { MAX_VISIT_BODY_BYTES, readVisitReport } from "./visit-request.js";

/** Page views one address may report in a minute; a reader clicking through a site sends a handful. */
export const VISITS_PER_MINUTE = 30;
/** The sliding window VISITS_PER_MINUTE is counted in. */
export const VISIT_WINDOW_MS = 60_000;

type VisitCounterOptions = {
  store: VisitStore;
  /** The day's salt, for the visitor and the rate-limit key (server/http/day-salt.ts). */
  daySalt: DaySalt;
  /** Other origins whose pages may report here (ALLOWED_ORIGINS), as for the collector. */
  allowedOrigins?: string[];
  /** The sender's address as this runtime knows it: the socket, or a header the platform sets. */
  senderAddress: (c: Context) => string | undefined;
  now?: () => Date;
  /** Whether a path is one of the site's pages: one the build holds. */
  isPage: (path: string, c: Context) => boolean | Promise<boolean>;
  /** Page views one address may report in a minute (VISITS_PER_MINUTE by default). */
  perMinute?: number;
  /** How long the store may take to acknowledge: the collector's deadline for messages by default. */
  storeDeadlineMs?: number;
  log?: (...details: unknown[]) => void;
};

/**
 * The visitor asked not to be followed (Do Not Track, Global Privacy Control), or is a crawler or
 * a script: every browser names itself, so a request without a user agent is not a reader.
 */
const notToCount = (c: Context) => {
  const agent = c.req.header("User-Agent")?.trim() ?? "";
  return c.req.header("DNT") === "1" || c.req.header("Sec-GPC") === "1" || agent === "" || isbot(agent);
};

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
  const { store, daySalt, isPage, allowedOrigins = [], senderAddress, log = console.error } = options;
  const now = options.now ?? (() => new Date());
  const inTime = <T>(work: Promise<T>) => withDeadline(work, options.storeDeadlineMs ?? STORE_DEADLINE_MS);
  const rule = { limit: options.perMinute ?? VISITS_PER_MINUTE, windowMs: VISIT_WINDOW_MS };

  const app = new Hono();
  app.use(VISIT_PATH, apiHeaders(allowedOrigins, "POST, OPTIONS", "report page views"));
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
      if (!hasPageShape(withoutLanguage(path)))
        return c.json({ error: `${path} is not a page of this site` }, 422);
      if (notToCount(c)) return c.body(null, 204);

      const at = now();
      const day = at.toISOString().slice(0, 10);
      const address = senderAddress(c) ?? "unknown";
      try {
        if (!(await inTime(Promise.resolve(isPage(path, c)))))
          return c.json({ error: `${path} is not a page of this site` }, 422);
        const salt = await inTime(daySalt(day));
        const rate = await inTime(store.visitAttempt(await hashSender(salt, rateNetwork(address)), at, rule));
        if (!rate.allowed) {
          c.header("Retry-After", String(rate.retryAfterSeconds));
          return c.json({ error: "Too many page views from your network; wait a minute" }, 429);
        }
        const visitor = await hashSender(salt, `${address}\n${c.req.header("User-Agent") ?? ""}`);
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
