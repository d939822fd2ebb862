/** What the visitor has typed into the contact form, kept in this tab across reloads. */
export type ContactDraft = { name: string; email: string; message: string };

export const emptyDraft: ContactDraft = { name: "", email: "", message: "" };
const KEY = "contact-draft";

export function loadDraft(): ContactDraft {
  try {
    const saved = JSON.parse(sessionStorage.getItem(KEY) ?? "null") as Partial<ContactDraft> | null;
    if (!saved || typeof saved !== "object") return emptyDraft;
    const text = (value: unknown) => (typeof value === "string" ? value : "");
    return { name: text(saved.name), email: text(saved.email), message: text(saved.message) };
  } catch {
    return emptyDraft;
  }
}

export function saveDraft(draft: ContactDraft) {
  try {
    if (draft.name || draft.email || draft.message) sessionStorage.setItem(KEY, JSON.stringify(draft));
    else sessionStorage.removeItem(KEY);
  } catch {
    // Storage full or blocked (private mode): the form still works, the draft just isn't kept.
  }
}

export function clearDraft() {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // nothing was kept
  }
}
