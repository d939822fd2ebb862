import type { Context } from "hono";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { CONTACT_PATH, MAX_BODY_BYTES, RATE_LIMIT, STORE_DEADLINE_MS } from "./limits.js";
import { readBody } from "./read-body.js";
import { hashSender } from "./sender.js";
import type { Channel, MessageStore } from "./store.js";
import { validateContact } from "./validate.js";

export type CollectorOptions = {
  store: MessageStore;
  /** Other origins whose pages may post here (ALLOWED_ORIGINS). */
  allowedOrigins?: string[];
  /** The sender's address as this runtime knows it: the socket, or a header the platform sets. */
  senderAddress: (c: Context) => string | undefined;
  now?: () => Date;
  /** The notices each new message gets (the channels set up here); none by default. */
  channels?: readonly Channel[];
  /** Called once a message is committed (the Node server wakes its notices). */
  onStored?: (id: number) => void;
  /** How long a store may take to acknowledge before the sender is told it failed. */
  storeDeadlineMs?: number;
  log?: (...details: unknown[]) => void;
};

/** Up to this size an over-limit body is read and dropped before answering 413. */
const MAX_DRAINED_BYTES = 1024 * 1024;

/** Answers that are not pages may not run or embed anything. */
const API_HEADERS = {
  "Content-Security-Policy": "default-src 'none'; frame-ancestors 'none'",
  "X-Content-Type-Options": "nosniff",
};

type ErrorStatus = 400 | 403 | 405 | 413 | 415 | 422 | 429 | 500 | 503;
const jsonError = (c: Context, status: ErrorStatus, error: string, extra = {}) =>
  c.json({ error, ...extra }, status);

class StoreTooSlow extends Error {}

function withDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new StoreTooSlow(`no answer from the store within ${ms} ms`)), ms);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}

/**
 * POST /api/contact, the built-in message collector, the same on every runtime:
 * it answers like Formspree so the same form works with either, and answers 200
 * only once the store has acknowledged the message (or for the honeypot, whose
 * message is dropped). Each runtime gives it a store, a clock and the sender's address.
 */
export function createCollector(options: CollectorOptions) {
  const { store, allowedOrigins = [], senderAddress, channels = [], onStored, log = console.error } = options;
  const now = options.now ?? (() => new Date());
  const deadlineMs = options.storeDeadlineMs ?? STORE_DEADLINE_MS;
  let salt: Promise<string> | undefined;
  const senderHash = async (c: Context) => {
    salt ??= store.senderSalt().catch((error) => {
      salt = undefined;
      throw error;
    });
    return hashSender(await salt, senderAddress(c) ?? "unknown");
  };
  const storeFailed = (c: Context, error: unknown) => {
    log("Could not store a contact message:", error);
    return jsonError(c, 503, "The message could not be saved; please try again in a moment");
  };

  const app = new Hono();

  // CORS: same origin always; other origins only when listed in ALLOWED_ORIGINS.
  app.use(CONTACT_PATH, async (c, next) => {
    for (const [name, value] of Object.entries(API_HEADERS)) c.header(name, value);
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

  app.post(
    CONTACT_PATH,
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
      const at = now();
      let sender: string;
      try {
        sender = await senderHash(c);
        const rate = await withDeadline(store.recordAttempt(sender, at, RATE_LIMIT), deadlineMs);
        if (!rate.allowed) {
          c.header("Retry-After", String(rate.retryAfterSeconds));
          return jsonError(c, 429, "Too many messages; please wait a minute and try again");
        }
      } catch (error) {
        return storeFailed(c, error);
      }

      const read = await readBody(c.req);
      if (!read.ok) return jsonError(c, read.status, read.error);
      const result = validateContact(read.body);
      const next = `${new URL(c.req.url).origin}/#contact`;
      if (result.kind === "spam") return c.json({ ok: true, next }, 200);
      if (result.kind === "invalid") return jsonError(c, 422, "Validation errors", { errors: result.errors });

      let id: number;
      try {
        const userAgent = (c.req.header("User-Agent") ?? "").slice(0, 500);
        id = await withDeadline(
          store.add({ ...result.message, receivedAt: at, userAgent, senderHash: sender }, channels),
          deadlineMs,
        );
      } catch (error) {
        return storeFailed(c, error);
      }
      onStored?.(id);
      return c.json({ ok: true, next }, 200);
    },
  );

  app.all(CONTACT_PATH, (c) => {
    c.header("Allow", "POST, OPTIONS");
    return jsonError(c, 405, "Use POST to send a message");
  });

  app.onError((error, c) => {
    log(error);
    return jsonError(c, 500, "Something went wrong on the server");
  });

  return app;
}
