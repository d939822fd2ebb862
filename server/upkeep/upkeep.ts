import { RATE_LIMIT } from "../collector/limits.js";
import { deliverDueNotices, type NoticeSenders } from "../notices/deliver.js";
import { postToWebhook, webhookSender, webhookTextRequest } from "../notices/webhook.js";
import type { CollectorSettings } from "../settings/settings.js";
import type { Channel, MessageStore } from "../stores/message-store.js";
import { VISIT_WINDOW_MS } from "../visits/count-visits.js";
import { type DigestSenders, sendWeeklyDigest } from "../visits/stats-digest.js";

const DAY_MS = 24 * 60 * 60_000;
const SWEEP_EVERY_MS = 60 * 60_000;
/** Every rate-limit window: an attempt older than this counts in none. */
const LONGEST_WINDOW_MS = Math.max(RATE_LIMIT.windowMs, VISIT_WINDOW_MS);
const dayOf = (time: number) => new Date(time).toISOString().slice(0, 10);

/**
 * What a collector does besides answering: sending the notices that are due, erasing messages
 * past RETAIN_DAYS, the visitor hashes of past days, the rate-limit attempts out of their
 * window and the page-view counts past VISITS_RETAIN_DAYS. The Node server runs it on timers; a function,
 * which has none, after each request (the platform's waitUntil) and on a schedule.
 */
export function collectorUpkeep(
  store: MessageStore,
  settings: CollectorSettings,
  options: {
    senders?: NoticeSenders;
    /** Channels for the weekly digest besides the webhook (the Node server's e-mail). */
    digestSenders?: DigestSenders;
    log?: (line: string) => void;
  } = {},
) {
  const senders: NoticeSenders = {
    ...(settings.webhook ? { webhook: webhookSender(settings.webhook) } : {}),
    ...options.senders,
  };
  const log = options.log ?? console.error;
  let lastSweep = 0;
  let lastTended = 0;
  const { webhook } = settings;
  const digestSenders: DigestSenders = settings.statsDigest
    ? {
        ...(webhook
          ? {
              webhook: (title: string, text: string, report: unknown) =>
                postToWebhook(
                  webhookTextRequest(title, text, { type: "stats-digest", report }, webhook),
                  webhook,
                ),
            }
          : {}),
        ...options.digestSenders,
      }
    : {};

  /** Erases messages past RETAIN_DAYS, at most once an hour; resolves to how many. */
  const applyRetention = async (now = new Date()) => {
    if (!settings.retainDays || now.getTime() - lastSweep < SWEEP_EVERY_MS) return 0;
    lastSweep = now.getTime();
    const erased = await store.deleteBefore(new Date(now.getTime() - settings.retainDays * DAY_MS));
    if (erased) log(`Erased ${erased} message(s) older than ${settings.retainDays} days (RETAIN_DAYS).`);
    return erased;
  };

  /**
   * At most once an hour: erases the salts and visitor hashes of the days before today, so a day's
   * salt is gone within an hour of its end even when no page view comes to make the next one; the
   * rate-limit attempts that left their window, should no attempt come to sweep them; the daily
   * counts past VISITS_RETAIN_DAYS; and sends the weekly digest when a new week has begun
   * (STATS_DIGEST=weekly).
   */
  const tendVisits = async (now = new Date()) => {
    if (now.getTime() - lastTended < SWEEP_EVERY_MS) return;
    lastTended = now.getTime();
    await store.forgetVisitorsBefore(dayOf(now.getTime()));
    await store.forgetAttemptsBefore(new Date(now.getTime() - LONGEST_WINDOW_MS));
    await store.eraseCountsBefore(dayOf(now.getTime() - settings.visitsRetainDays * DAY_MS));
    await sendWeeklyDigest({ store, senders: digestSenders, now, log });
  };

  return {
    channels: Object.keys(senders) as Channel[],
    senders,
    applyRetention,
    tendVisits,
    /** One round of both; never throws (it is run after the answer has gone). */
    run: async () => {
      try {
        const notices = await deliverDueNotices({ store, senders, firstRetryMs: settings.firstRetryMs, log });
        await tendVisits();
        return { notices, erased: await applyRetention() };
      } catch (error) {
        log(
          `Upkeep of the collector failed (it runs again with the next request): ${(error as Error).message}`,
        );
        return undefined;
      }
    },
  };
}
