import type { Context } from "hono";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { PROOF_FIELD } from "../../app/lib/contact/contact-fields.js";
import { apiHeaders } from "../http/cors.js";
import type { DaySalt } from "../http/day-salt.js";
import { STORE_DEADLINE_MS, withDeadline } from "../http/deadline.js";
import { hashSender, rateNetwork } from "../http/sender.js";
import { serverError } from "../http/server-error.js";
import { SPAM_DEFAULTS, type SpamSettings } from "../settings/settings.js";
import type { Channel, MessageStore, SecretName } from "../stores/message-store.js";
import { MIGRATE_COMMAND, schemaBehind } from "../stores/schema-behind.js";
import { CHALLENGE_PATH, CONTACT_PATH, MAX_BODY_BYTES, RATE_LIMIT } from "./limits.js";
import { checkProof, issueChallenge } from "./proof-of-work.js";
import { readBody } from "./read-body.js";
import { spamReason } from "./spam-rules.js";
import { type FieldError, validateContact } from "./validate.js";

type CollectorOptions = {
  store: MessageStore;
  /** The day's salt the rate limit's key is hashed with (server/http/day-salt.ts). */
  daySalt: DaySalt;
  /** Other origins whose pages may post here (ALLOWED_ORIGINS). */
  allowedOrigins?: string[];
  /** The sender's address as this runtime knows it: the socket, or a header the platform sets. */
  senderAddress: (c: Context) => string | undefined;
  now?: () => Date;
  /** The notices each new message gets (the channels set up here); none by default. */
  channels?: readonly Channel[];
  /** The spam layers beyond the honeypot (SPAM_* settings). */
  spam?: SpamSettings;
  /** Called once a message for the owner is committed (the Node server wakes its notices). */
  onStored?: (id: number) => void;
  /** How long a store may take to acknowledge before the sender is told it failed. */
  storeDeadlineMs?: number;
  log?: (...details: unknown[]) => void;
};

/** Up to this size an over-limit body is read and dropped before answering 413. */
const MAX_DRAINED_BYTES = 1024 * 1024;

type ErrorStatus = 400 | 403 | 404 | 405 | 413 | 415 | 422 | 429 | 500 | 503;
const jsonError = (c: Context, status: ErrorStatus, error: string, extra = {}) =>
  c.json({ error, ...extra }, status);

/**
 * POST /api/contact, the built-in message collector, the same on every runtime:
 * it answers like Formspree so the same form works with either, and answers 200
 * only once the store has acknowledged the message (or for the honeypot, whose
 * message is dropped). A message with a good proof of work that still looks like
 * spam is kept as spam, never lost. Each runtime gives it a store, a clock and
 * the sender's address.
 */
export function createCollector(options: CollectorOptions) {
  const { store, daySalt, allowedOrigins = [], senderAddress, channels = [], onStored } = options;
  const log = options.log ?? console.error;
  const spam = options.spam ?? SPAM_DEFAULTS;
  const now = options.now ?? (() => new Date());
  const inTime = <T>(work: Promise<T>) => withDeadline(work, options.storeDeadlineMs ?? STORE_DEADLINE_MS);
  const secrets = new Map<SecretName, Promise<string>>();
  const secret = (name: SecretName) => {
    let value = secrets.get(name);
    if (!value) {
      value = inTime(store.installationSecret(name));
      value.catch(() => secrets.delete(name));
      secrets.set(name, value);
    }
    return value;
  };
  const storeFailed = (c: Context, error: unknown) => {
    log("Could not store a contact message:", error);
    if (schemaBehind(error)) log(MIGRATE_COMMAND);
    return jsonError(c, 503, "The message could not be saved; please try again in a moment");
  };

  const app = new Hono();
  app.use(CONTACT_PATH, apiHeaders(allowedOrigins, "POST, OPTIONS", "send messages"));
  app.use(CHALLENGE_PATH, apiHeaders(allowedOrigins, "GET, OPTIONS", "fetch a challenge"));

  // The proof of work's challenge, fetched by the form as it comes near.
  app.get(CHALLENGE_PATH, async (c) => {
    if (!spam.proof) return jsonError(c, 404, "This collector asks for no proof of work");
    try {
      c.header("Cache-Control", "no-store");
      return c.json(await issueChallenge(await secret("proof-key"), spam.difficulty, now()));
    } catch (error) {
      return storeFailed(c, error);
    }
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
      try {
        // The sender's network, hashed with the day's salt: kept for the window's minute only.
        const salt = await inTime(daySalt(at.toISOString().slice(0, 10)));
        const sender = await hashSender(salt, rateNetwork(senderAddress(c) ?? "unknown"));
        const rate = await inTime(store.recordAttempt(sender, at, RATE_LIMIT));
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
      // A path, not an address: one made from the request would echo whatever Host it named.
      const next = "/#contact";
      if (result.kind === "spam") return c.json({ ok: true, next }, 200);

      const errors: FieldError[] = result.kind === "invalid" ? [...result.errors] : [];
      let proof: { issuedAt: number } | undefined;
      try {
        if (spam.proof) {
          const check = await checkProof(read.body[PROOF_FIELD], await secret("proof-key"));
          if (!check.ok) errors.push({ field: PROOF_FIELD, code: check.code, message: check.message });
          else if (
            result.kind === "valid" &&
            !(await inTime(store.claimProof(check.signature, check.expiresAt, at)))
          ) {
            errors.push({
              field: PROOF_FIELD,
              code: "PROOF_USED",
              message: "altcha's proof of work was already used",
            });
          } else proof = check;
        }
      } catch (error) {
        return storeFailed(c, error);
      }
      if (result.kind !== "valid" || errors.length) return jsonError(c, 422, "Validation errors", { errors });

      const reason = spamReason(result.message, proof, at, spam);
      let id: number;
      try {
        const userAgent = (c.req.header("User-Agent") ?? "").slice(0, 500);
        const message = { ...result.message, language: result.language, receivedAt: at, userAgent };
        id = await inTime(store.add(message, channels, reason));
      } catch (error) {
        return storeFailed(c, error);
      }
      if (!reason) onStored?.(id);
      return c.json({ ok: true, next }, 200);
    },
  );

  app.all(CONTACT_PATH, (c) => {
    c.header("Allow", "POST, OPTIONS");
    return jsonError(c, 405, "Use POST to send a message");
  });
  app.all(CHALLENGE_PATH, (c) => {
    c.header("Allow", "GET, OPTIONS");
    return jsonError(c, 405, "Use GET to fetch a challenge");
  });

  app.onError(serverError(log));

  return app;
}
