import {
  CHANNEL_NAMES,
  type Channel,
  type MessageStore,
  type StoredMessage,
} from "../stores/message-store.js";
import { NoticeFailure } from "./notice-failure.js";
import { nextTryAt } from "./retry-schedule.js";

/** Delivers one channel's notice of a message, or throws (a NoticeFailure says whether for good). */
export type NoticeSender = (message: StoredMessage) => Promise<void>;
export type NoticeSenders = Partial<Record<Channel, NoticeSender>>;

type DeliveryOptions = {
  store: MessageStore;
  senders: NoticeSenders;
  now?: () => Date;
  /** The first wait after a failed try (NOTIFY_RETRY_MS); later waits grow from it. */
  firstRetryMs?: number;
  log?: (line: string) => void;
  /** How long a sender may hold a notice before another may try it (it died meanwhile). */
  claimMs?: number;
  /** At most this many tries in one round, so a function's round stays short. */
  maxTries?: number;
};

/**
 * Tries every notice that is due, each on its own: one that fails for good is
 * marked failed with its reason and the rest go on; one that fails for now waits
 * its turn. Each failure is logged once.
 */
export async function deliverDueNotices(options: DeliveryOptions) {
  const { store, senders, now = () => new Date(), firstRetryMs, log = console.error } = options;
  const claimMs = options.claimMs ?? 5 * 60_000;
  const tally = { sent: 0, retrying: 0, failed: 0 };
  let tries = 0;
  for (const [channel, send] of Object.entries(senders) as Array<[Channel, NoticeSender]>) {
    while (tries < (options.maxTries ?? 100)) {
      const claimedAt = now();
      const message = await store.claimDueNotice(channel, claimedAt, new Date(claimedAt.getTime() + claimMs));
      if (!message) break;
      tries += 1;
      const previousTries = message.notices.find((notice) => notice.channel === channel)?.attempts ?? 0;
      try {
        await send(message);
        await store.recordNotice(message.id, channel, { kind: "sent", at: now() });
        tally.sent += 1;
      } catch (error) {
        const reason = (error as Error).message;
        const at = now();
        const next =
          error instanceof NoticeFailure && error.permanent
            ? undefined
            : nextTryAt(previousTries + 1, at, firstRetryMs);
        const what = `The ${CHANNEL_NAMES[channel]} notice of message ${message.id}`;
        if (next) {
          log(`${what} failed (try ${previousTries + 1}), trying again at ${next.toISOString()}: ${reason}`);
          await store.recordNotice(message.id, channel, {
            kind: "retry",
            at,
            error: reason,
            nextAttemptAt: next,
          });
          tally.retrying += 1;
        } else {
          const error_ =
            error instanceof NoticeFailure && error.permanent
              ? reason
              : `gave up after ${previousTries + 1} tries: ${reason}`;
          log(`${what} failed for good: ${error_}`);
          await store.recordNotice(message.id, channel, { kind: "failed", at, error: error_ });
          tally.failed += 1;
        }
      }
    }
  }
  return tally;
}
