type KeyPress = Pick<KeyboardEvent, "key" | "ctrlKey" | "metaKey" | "altKey" | "isComposing" | "target">;

/** Whether the visitor is writing in a field, where "/" is a character and not a shortcut. */
const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || target.matches("input, textarea, select, [contenteditable]"));

/**
 * Whether a key press opens the search: Ctrl+K or ⌘K anywhere, as command palettes answer it,
 * and "/" anywhere but in a field.
 */
export function opensSearch(press: KeyPress): boolean {
  if (press.isComposing || press.altKey) return false;
  if ((press.ctrlKey || press.metaKey) && press.key.toLowerCase() === "k") return true;
  return press.key === "/" && !press.ctrlKey && !press.metaKey && !isTyping(press.target);
}
