/** What the built-in collector accepts (see README "Contact messages"). */
export const CONTACT_PATH = "/api/contact";
/** Where the form fetches its proof-of-work challenge. */
export const CHALLENGE_PATH = `${CONTACT_PATH}/challenge`;
/**
 * Room for every field at its limit in the widest body the form sends: without JavaScript a
 * browser posts it URL-encoded, and 10,000 emoji take 120 KB that way.
 */
export const MAX_BODY_BYTES = 160 * 1024;
export const MAX_FIELD_LENGTH = { name: 200, email: 320, message: 10_000 } as const;
export const RATE_LIMIT = { limit: 5, windowMs: 60_000 } as const;
export const CONTACT_FIELDS = ["name", "email", "message"] as const;
/**
 * A store that has not acknowledged a write by then counts as failed, and the
 * sender is told so: well before the form's own 15 s time-out.
 */
export const STORE_DEADLINE_MS = 10_000;

/** The spam layers beyond the honeypot, and their defaults (each can be switched off). */
export type SpamSettings = {
  /** Ask for a proof of work (ALTCHA) with every message. */
  proof: boolean;
  /** The most counters a browser may have to try; about 0.1 s on a mid-range phone (docs/contact-messages.md). */
  difficulty: number;
  /** The time trap: sooner than this after its challenge, a message is spam (0: off). */
  minSeconds: number;
  /** The content rules: more links than this is spam (undefined: off). */
  maxLinks?: number;
};
export const SPAM_DEFAULTS: SpamSettings = { proof: true, difficulty: 50_000, minSeconds: 3, maxLinks: 3 };
