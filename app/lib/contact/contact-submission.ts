import { CONTACT_RESULT_DELAY_MS } from "~/constants";

/**
 * The contact form's states (docs/product.md §5): null shows the form. What each says is in
 * words.contact (app/lib/interface-words.ts).
 */
type ContactStatus = null | "PENDING" | "SUCCESS" | "ERROR";
type ContactEvent = { type: "submit" } | { type: "settled"; accepted: boolean };

/**
 * Our choice (docs/product.md §6: "no answer at all"): a request with no answer after
 * this long counts as failed, and shows ERROR CONTACT_RESULT_DELAY_MS later.
 */
export const CONTACT_TIMEOUT_MS = 15_000;

/**
 * null → PENDING on submit; PENDING → SUCCESS or ERROR when settled. SUCCESS and
 * ERROR are final: the form comes back only with a reload.
 */
export function contactReducer(status: ContactStatus, event: ContactEvent): ContactStatus {
  if (event.type === "submit") return status === null ? "PENDING" : status;
  if (status !== "PENDING") return status;
  return event.accepted ? "SUCCESS" : "ERROR";
}

type SendOptions = {
  fetch?: typeof fetch;
  timeoutMs?: number;
  wait?: (ms: number) => Promise<void>;
};

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Posts the form data (multipart) with `Accept: application/json`. Resolves to
 * whether it was accepted, which only HTTP 200 means, CONTACT_RESULT_DELAY_MS
 * after the outcome is known. A network failure or no answer counts as not accepted.
 */
export async function sendContactForm(
  endpoint: string,
  body: FormData,
  options: SendOptions = {},
): Promise<boolean> {
  const { fetch: fetcher = fetch, timeoutMs = CONTACT_TIMEOUT_MS, wait = sleep } = options;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  let accepted = false;
  try {
    const response = await fetcher(endpoint, {
      method: "POST",
      body,
      headers: { Accept: "application/json" },
      signal: controller.signal,
    });
    accepted = response.status === 200;
  } catch {
    accepted = false;
  } finally {
    clearTimeout(timer);
  }
  await wait(CONTACT_RESULT_DELAY_MS);
  return accepted;
}
