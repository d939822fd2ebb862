import type { Context } from "hono";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { MAX_BODY_BYTES, RATE_LIMIT } from "./limits";
import type { MessageStore } from "./message-store";
import type { Notifier } from "./notifier";
import { RateLimiter } from "./rate-limiter";
import { validateContact } from "./validate";

export type ContactRouteOptions = {
  store: MessageStore;
  notifier: Notifier;
  allowedOrigins: string[];
  /** Who is sending: the socket's address, or X-Forwarded-For behind a trusted proxy. */
  senderAddress: (c: Context) => string;
  now?: () => number;
};

/** Up to this size an over-limit body is read and dropped before answering 413. */
const MAX_DRAINED_BYTES = 1024 * 1024;

const FORM_TYPES = ["multipart/form-data", "application/x-www-form-urlencoded"];

function jsonError(
  c: Context,
  status: 400 | 403 | 405 | 413 | 415 | 422 | 429 | 500,
  error: string,
  extra = {},
) {
  return c.json({ error, ...extra }, status);
}

/**
 * POST /api/contact: the built-in message collector, answering like Formspree so
 * the same front end works with either. Never answers 200 unless the message is
 * stored (or is spam, which is quietly dropped).
 */
export function contactRoute(options: ContactRouteOptions) {
  const { store, notifier, allowedOrigins, senderAddress } = options;
  const limiter = new RateLimiter(RATE_LIMIT.messages, RATE_LIMIT.windowMs, options.now);
  const route = new Hono();

  // CORS: same origin always; other origins only when listed in ALLOWED_ORIGINS.
  route.use("*", async (c, next) => {
    const origin = c.req.header("Origin");
    const sameOrigin = !origin || origin === new URL(c.req.url).origin;
    const allowed = sameOrigin || (origin !== undefined && allowedOrigins.includes(origin));
    if (origin && allowed && !sameOrigin) {
      c.header("Access-Control-Allow-Origin", origin);
      c.header("Vary", "Origin");
    }
    if (c.req.method === "OPTIONS") {
      if (!allowed) return c.body(null, 403);
      c.header("Access-Control-Allow-Methods", "POST, OPTIONS");
      c.header("Access-Control-Allow-Headers", "Content-Type, Accept");
      c.header("Access-Control-Max-Age", "600");
      return c.body(null, 204);
    }
    if (!allowed) return jsonError(c, 403, "This origin may not send messages here");
    await next();
  });

  route.post(
    "/",
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: async (c) => {
        // Read (and drop) a modestly oversized body, so the sender gets this answer
        // cleanly instead of a connection cut mid-upload; a huge one ends the connection.
        const declared = Number(c.req.header("Content-Length") ?? Number.POSITIVE_INFINITY);
        if (declared <= MAX_DRAINED_BYTES) await c.req.raw.arrayBuffer().catch(() => undefined);
        else c.header("Connection", "close");
        return jsonError(c, 413, `The message is too large (at most ${MAX_BODY_BYTES / 1024} KB)`);
      },
    }),
    async (c) => {
      const rate = limiter.check(senderAddress(c));
      if (!rate.allowed) {
        c.header("Retry-After", String(rate.retryAfterSeconds));
        return jsonError(c, 429, "Too many messages; please wait a minute and try again");
      }

      const type = (c.req.header("Content-Type") ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
      let body: Record<string, unknown>;
      try {
        if (type === "application/json") {
          const parsed: unknown = await c.req.json();
          if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) {
            return jsonError(c, 400, "The body must be a JSON object");
          }
          body = parsed as Record<string, unknown>;
        } else if (FORM_TYPES.includes(type)) {
          body = await c.req.parseBody();
        } else {
          return jsonError(
            c,
            415,
            "Send multipart/form-data, application/x-www-form-urlencoded or application/json",
          );
        }
      } catch {
        return jsonError(c, 400, "The body could not be read");
      }

      const result = validateContact(body);
      const next = `${new URL(c.req.url).origin}/#contact`;
      if (result.kind === "spam") return c.json({ ok: true, next }, 200);
      if (result.kind === "invalid") return jsonError(c, 422, "Validation errors", { errors: result.errors });

      try {
        store.add(result.message, {
          senderAddress: senderAddress(c),
          userAgent: c.req.header("User-Agent") ?? "",
        });
      } catch (error) {
        console.error("Could not store a contact message:", error);
        return jsonError(c, 500, "The message could not be saved; please try again");
      }
      void notifier.flush();
      return c.json({ ok: true, next }, 200);
    },
  );

  route.all("/", (c) => {
    c.header("Allow", "POST, OPTIONS");
    return jsonError(c, 405, "Use POST to send a message");
  });

  return route;
}
