/** What the built-in collector accepts (see README "Contact messages"). */
export const CONTACT_PATH = "/api/contact";
export const MAX_BODY_BYTES = 64 * 1024;
export const MAX_FIELD_LENGTH = { name: 200, email: 320, message: 10_000 } as const;
export const RATE_LIMIT = { limit: 5, windowMs: 60_000 } as const;
export const CONTACT_FIELDS = ["name", "email", "message"] as const;
export const HONEYPOT_FIELD = "_gotcha";
/**
 * A store that has not acknowledged a write by then counts as failed, and the
 * sender is told so: well before the form's own 15 s time-out.
 */
export const STORE_DEADLINE_MS = 10_000;
