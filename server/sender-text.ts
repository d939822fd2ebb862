/**
 * Text a sender typed, measured and shown safely (docs/contact-messages.md, "What each format
 * shows"). One rule for every place the owner reads it: the inbox's table, CSV and JSON, the
 * stats' table, CSV and JSON, the notices' e-mail and webhook text, and the weekly digest's. Web
 * APIs only: every runtime's collector uses it.
 */

/**
 * A character that must never reach the owner's output raw: a control character (C0, DEL,
 * C1), a line or paragraph separator, or one nobody can see (zero-width characters, fillers,
 * bidirectional marks and overrides, tag characters: Unicode's default-ignorable code points),
 * and a lone surrogate. Variation selectors are left alone: an emoji's colour form needs one.
 */
const UNSAFE_SOURCE =
  "(?![\\u{fe00}-\\u{fe0f}\\u{e0100}-\\u{e01ef}])[\\p{Cc}\\p{Zl}\\p{Zp}\\p{Cs}\\p{Default_Ignorable_Code_Point}]";

/**
 * A zero-width joiner inside an emoji sequence (👩‍💻) draws one picture: the only place one is
 * left as it is in text shown to the owner.
 */
const JOINER_IN_EMOJI =
  "(?<=\\p{Extended_Pictographic}[\\u{fe0f}\\u{1f3fb}-\\u{1f3ff}]?)\\u{200d}(?=\\p{Extended_Pictographic})";

const SHOWN_UNSAFE_SOURCE = `(?!${JOINER_IN_EMOJI})${UNSAFE_SOURCE}`;
const shownEscaped = new RegExp(SHOWN_UNSAFE_SOURCE, "gu");

/** Matches one character that text shown to the owner never holds raw (escapeUnsafe escapes it). */
export const UNSAFE_CHARACTER = new RegExp(SHOWN_UNSAFE_SOURCE, "u");

const hex = (code: number) => code.toString(16).padStart(4, "0");

/** The escape a reader of JavaScript or JSON knows: `\u001b`, or `\u{e0041}` past the BMP. */
export const visibleEscape = (char: string) => {
  const code = char.codePointAt(0) ?? 0;
  return code > 0xffff ? `\\u{${code.toString(16)}}` : `\\u${hex(code)}`;
};

/**
 * What a sender wrote, for a reader: every unsafe character shown as its escape (`\u001b`),
 * except the ones named in `keep` (a tab or a newline, where the format lays text out in lines).
 */
export function escapeUnsafe(text: string, keep = ""): string {
  return text.replaceAll(shownEscaped, (char) => (keep.includes(char) ? char : visibleEscape(char)));
}

/** Whether escapeUnsafe would change the text (tabs and newlines aside). */
export const carriesUnsafe = (text: string) => escapeUnsafe(text, "\t\n") !== text;

// C0 is left out: JSON.stringify escapes it in strings, and its own layout (newlines) is outside them.
const jsonUnsafe = new RegExp(
  `(?![\\u{0}-\\u{1f}])${UNSAFE_SOURCE}|[\\u{200d}\\u{fe00}-\\u{fe0f}\\u{e0100}-\\u{e01ef}]`,
  "gu",
);

/**
 * JSON whose strings hold every unsafe character (and every joiner and variation selector) as a
 * `\uXXXX` escape: the bytes stay printable and `JSON.parse` gives back exactly what was stored.
 * (JSON.stringify already escapes C0 and lone surrogates; the rest it writes raw.)
 */
export function safeJson(value: unknown, indent?: number): string {
  const unitEscapes = (char: string) => {
    let escaped = "";
    for (let i = 0; i < char.length; i++) escaped += `\\u${hex(char.charCodeAt(i))}`;
    return escaped;
  };
  return JSON.stringify(value, null, indent).replaceAll(jsonUnsafe, unitEscapes);
}

const invisible =
  /[\p{White_Space}\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}\u{2800}\u{3164}\u{115f}\u{1160}\u{ffa0}]/gu;

/** Whether the text shows anything at all: not only spaces, zero-width characters or fillers. */
export const hasVisibleCharacter = (text: string) => text.replaceAll(invisible, "") !== "";

/** A text's length in characters (code points), as its limits are counted: 🙂 is one. */
export const characterCount = (text: string) => {
  let count = 0;
  for (const _ of text) count++;
  return count;
};

/**
 * What a sender wrote, on one line of the owner's terminal: runs of white space become one
 * space, and every character a terminal would act on or nobody can see is shown as its escape
 * (`\u001b`), never sent raw.
 */
export const printable = (text: string) => escapeUnsafe(text.replaceAll(/[\t\n\r ]+/g, " "));

/**
 * One CSV cell. Line breaks stay (a quoted cell holds them), every other unsafe character is
 * shown as its escape, as in the inbox's table. A spreadsheet runs a cell starting with =, +, -,
 * @, a tab or a carriage return as a formula; a leading ' makes it text.
 */
export function csvCell(value: unknown): string {
  let text =
    typeof value === "string" ? escapeUnsafe(value.replaceAll("\r\n", "\n"), "\t\n") : String(value ?? "");
  if (typeof value === "string" && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replaceAll('"', '""')}"`;
}
