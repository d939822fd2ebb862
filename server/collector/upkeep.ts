import { deliverDueNotices, type NoticeSenders } from "../notices/deliver.js";
import { webhookSender } from "../notices/webhook.js";
import type { CollectorSettings } from "./settings.js";
import type { Channel, MessageStore } from "./store.js";

const DAY_MS = 24 * 60 * 60_000;
const SWEEP_EVERY_MS = 60 * 60_000;

/**
 * What a collector does besides answering: sending the notices that are due, erasing messages
 * past RETAIN_DAYS and the visitor hashes of past days. The Node server runs it on timers; a function,
 * which has none, after each request (the platform's waitUntil) and on a schedule.
 */
export function collectorUpkeep(
  store: MessageStore,
  settings: CollectorSettings,
  options: { senders?: NoticeSenders; log?: (line: string) => void } = {},
) {
  const senders: NoticeSenders = {
    ...(settings.webhook ? { webhook: webhookSender(settings.webhook) } : {}),
    ...options.senders,
  };
  const log = options.log ?? console.error;
  let lastSweep = 0;
  let lastForget = 0;

  /** Erases messages past RETAIN_DAYS, at most once an hour; resolves to how many. */
  const applyRetention = async (now = new Date()) => {
    if (!settings.retainDays || now.getTime() - lastSweep < SWEEP_EVERY_MS) return 0;
    lastSweep = now.getTime();
    const erased = await store.deleteBefore(new Date(now.getTime() - settings.retainDays * DAY_MS));
    if (erased) log(`Erased ${erased} message(s) older than ${settings.retainDays} days (RETAIN_DAYS).`);
    return erased;
  };

  /**
   * Erases the salts and visitor hashes of the days before today, at most once an hour: so a day's
   * salt is gone within an hour of its end even when no page view comes to make the next one.
   */
  const forgetVisitors = async (now = new Date()) => {
    if (now.getTime() - lastForget < SWEEP_EVERY_MS) return;
    lastForget = now.getTime();
    await store.forgetVisitorsBefore(now.toISOString().slice(0, 10));
  };

  return {
    channels: Object.keys(senders) as Channel[],
    senders,
    applyRetention,
    forgetVisitors,
    /** One round of both; never throws (it is run after the answer has gone). */
    run: async () => {
      try {
        const notices = await deliverDueNotices({ store, senders, firstRetryMs: settings.firstRetryMs, log });
        await forgetVisitors();
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
