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
