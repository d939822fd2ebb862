import type { ContactMessage } from "../stores/message-store.js";

type SpamRules = {
  /** A message sent sooner than this after its challenge was issued is spam (0: no time trap). */
  minSeconds: number;
  /** More links than this in a message is spam (undefined: no content rules). */
  maxLinks?: number;
};

const LINK = /\bhttps?:\/\/|\bwww\.[a-z0-9-]+\./i;
const LINKS = new RegExp(LINK.source, "gi");
const ONLY_A_LINK = /^\s*(?:https?:\/\/|www\.)\S+\s*$/i;

/**
 * Why a message that passed the proof of work still looks like spam, or nothing.
 * It is then kept (never lost to a guess), but not notified of.
 */
export function spamReason(
  message: ContactMessage,
  proof: { issuedAt: number } | undefined,
  receivedAt: Date,
  rules: SpamRules,
): string | undefined {
  if (proof && rules.minSeconds > 0) {
    const seconds = (receivedAt.getTime() - proof.issuedAt) / 1000;
    if (seconds < rules.minSeconds) return `sent ${seconds.toFixed(1)} s after the form was opened`;
  }
  if (rules.maxLinks === undefined) return undefined;
  if (ONLY_A_LINK.test(message.message)) return "the message is only a link";
  if (LINK.test(message.name)) return "a link in the name";
  const links = message.message.match(LINKS)?.length ?? 0;
  if (links > rules.maxLinks) return `${links} links`;
  return undefined;
}
