/** What the built-in collector accepts (see README "Contact messages"). */
export const MAX_BODY_BYTES = 64 * 1024;
export const MAX_FIELD_LENGTH = { name: 200, email: 320, message: 10_000 } as const;
export const RATE_LIMIT = { messages: 5, windowMs: 60_000 } as const;
export const CONTACT_FIELDS = ["name", "email", "message"] as const;
export const HONEYPOT_FIELD = "_gotcha";
