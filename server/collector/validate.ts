import { HONEYPOT_FIELD } from "../../app/lib/contact/contact-fields.js";
import { characterCount, hasVisibleCharacter } from "../sender-text.js";
import type { ContactMessage } from "../stores/message-store.js";
import { CONTACT_FIELDS, MAX_FIELD_LENGTH } from "./limits.js";

export type FieldError = { field: string; code: string; message: string };
export type Validation =
  | { kind: "valid"; message: ContactMessage }
  | { kind: "spam" }
  | { kind: "invalid"; errors: FieldError[] };

/**
 * Checks a parsed body against the contact form's rules. Fields starting with
 * "_" are the sender's controls (such as the honeypot) and are never stored.
 */
export function validateContact(body: Record<string, unknown>): Validation {
  const honeypot = body[HONEYPOT_FIELD];
  if (typeof honeypot === "string" ? honeypot.trim() !== "" : honeypot != null) return { kind: "spam" };

  const errors: FieldError[] = [];
  const message: Partial<ContactMessage> = {};
  for (const field of CONTACT_FIELDS) {
    const value = body[field];
    if (value === undefined || value === null) {
      errors.push({ field, code: "REQUIRED_FIELD_MISSING", message: `${field} is required` });
    } else if (typeof value !== "string") {
      errors.push({ field, code: "TYPE_TEXT", message: `${field} must be text` });
    } else if (!hasVisibleCharacter(value)) {
      // Only spaces, zero-width characters or fillers: it would show blank.
      errors.push({ field, code: "REQUIRED_FIELD_EMPTY", message: `${field} must not be empty` });
    } else if (value.includes("\0")) {
      // No form sends one, and PostgreSQL cannot store one: refused the same on every runtime.
      errors.push({ field, code: "INVALID_CHARACTER", message: `${field} must not contain NUL characters` });
    } else if (characterCount(value) > MAX_FIELD_LENGTH[field]) {
      errors.push({
        field,
        code: "TOO_LONG",
        message: `${field} must be at most ${MAX_FIELD_LENGTH[field]} characters`,
      });
    } else {
      message[field] = value.trim();
    }
  }
  return errors.length ? { kind: "invalid", errors } : { kind: "valid", message: message as ContactMessage };
}
