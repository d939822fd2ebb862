import { HONEYPOT_FIELD, LANGUAGE_FIELD } from "../../app/lib/contact/contact-fields.js";
import { characterCount, hasVisibleCharacter } from "../sender-text.js";
import type { ContactMessage } from "../stores/message-store.js";
import { CONTACT_FIELDS, MAX_FIELD_LENGTH } from "./limits.js";

export type FieldError = { field: string; code: string; message: string };
export type Validation =
  | { kind: "valid"; message: ContactMessage; language: string }
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
  const language = languageOf(body[LANGUAGE_FIELD]);
  if (typeof language !== "string") errors.push(language);
  return errors.length || typeof language !== "string"
    ? { kind: "invalid", errors }
    : { kind: "valid", message: message as ContactMessage, language };
}

/** Longer than any tag a page would carry; keeps what is stored short. */
const MAX_LANGUAGE_LENGTH = 35;

/**
 * The page's language as its canonical BCP 47 tag ("pt-br" becomes "pt-BR"), or "" when the
 * form sent none (an older page, or Formspree's form posting here).
 */
function languageOf(value: unknown): string | FieldError {
  if (value === undefined || value === null || value === "") return "";
  const error = {
    field: LANGUAGE_FIELD,
    code: "INVALID_LANGUAGE",
    message: `${LANGUAGE_FIELD} must be a language tag such as de or pt-BR`,
  };
  if (typeof value !== "string" || value.length > MAX_LANGUAGE_LENGTH) return error;
  try {
    return Intl.getCanonicalLocales(value)[0] ?? error;
  } catch {
    return error;
  }
}
