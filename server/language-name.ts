const names = new Intl.DisplayNames(["en"], { type: "language", fallback: "code" });

/**
 * The language a message was sent in, as the owner reads it in the inbox and the notices:
 * "German (de)"; "" when the form sent none.
 */
export function languageName(tag: string): string {
  if (!tag) return "";
  const name = names.of(tag);
  return name && name !== tag ? `${name} (${tag})` : tag;
}
