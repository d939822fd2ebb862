import type { Channel, MessageStore } from "../stores/message-store.js";
import { deliverDueNotices, type NoticeSenders } from "./deliver.js";

type Notifier = {
  /** A message was stored, or notices were changed from outside: look now. */
  wake: () => void;
  /** Resolves when no round is running (tests wait for it). */
  idle: () => Promise<void>;
  stop: () => void;
};

type NotifierOptions = {
  senders: NoticeSenders;
  firstRetryMs?: number;
  /**
   * Looks at least this often for notices other servers or the inbox made due:
   * a minute, or the first retry wait if that is shorter.
   */
  pollMs?: number;
  log?: (line: string) => void;
};

/**
 * The Node server's notice loop: a round when a message is stored, when the soonest
 * waiting notice is due, and at least every `pollMs`. One round at a time.
 */
export function createNotifier(store: MessageStore, options: NotifierOptions): Notifier {
  const channels = Object.keys(options.senders) as Channel[];
  const pollMs = options.pollMs ?? Math.min(60_000, options.firstRetryMs ?? 60_000);
  const log = options.log ?? console.error;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;

  const schedule = async () => {
    if (stopped) return;
    const due = await store.nextNoticeDue(channels).catch(() => undefined);
    const wait = Math.min(pollMs, Math.max(0, (due?.getTime() ?? Number.POSITIVE_INFINITY) - Date.now()));
    clearTimeout(timer);
    timer = setTimeout(wake, wait);
    timer.unref();
  };

  const round = async () => {
    do {
      again = false;
      await deliverDueNotices({
        store,
        senders: options.senders,
        firstRetryMs: options.firstRetryMs,
        log,
      }).catch((error) =>
        log(`Could not go through the notices (will look again): ${(error as Error).message}`),
      );
    } while (again && !stopped);
    await schedule();
  };

  function wake() {
    if (stopped || channels.length === 0) return;
    if (running) {
      again = true;
      return;
    }
    running = round().finally(() => {
      running = undefined;
    });
  }

  wake();
  return {
    wake,
    idle: async () => {
      while (running) await running;
    },
    stop: () => {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
