import nodemailer from "nodemailer";
import type { MessageStore, StoredMessage } from "../collector/store.js";

export type Notifier = {
  /** Tries to e-mail every message not yet notified; failures stay queued. */
  flush: () => Promise<void>;
  stop: () => void;
};

const noNotifier: Notifier = { flush: async () => {}, stop: () => {} };

/**
 * E-mails the owner about new messages when SMTP_URL and NOTIFY_TO are set. A
 * message is stored before any mail is tried, and is marked notified only after
 * the SMTP server took the mail; failures are retried every `retryMs`.
 */
export function createNotifier(
  store: MessageStore,
  options: {
    smtpUrl?: string;
    notifyTo?: string;
    notifyFrom?: string;
    retryMs: number;
    log?: (line: string) => void;
  },
): Notifier {
  const { smtpUrl, notifyTo, retryMs, log = console.error } = options;
  if (!smtpUrl || !notifyTo) return noNotifier;

  const transport = nodemailer.createTransport(smtpUrl);
  const from = options.notifyFrom ?? notifyTo;
  let running: Promise<void> | undefined;
  let again = false;

  const send = (message: StoredMessage) =>
    transport.sendMail({
      from,
      to: notifyTo,
      replyTo: { name: message.name, address: message.email },
      subject: `New message from ${message.name} via your portfolio`,
      text: `${message.message}\n\n— ${message.name} <${message.email}>\nReceived ${message.receivedAt}`,
    });

  const flushOnce = async () => {
    for (const message of await store.notYetNotified()) {
      try {
        await send(message);
        await store.markNotified(message.id, new Date());
      } catch (error) {
        log(`Could not e-mail message ${message.id} yet (will retry): ${(error as Error).message}`);
        return; // the server is likely down; try the rest on the next round
      }
    }
  };

  // One round at a time; a message that arrives during a round gets another round.
  const flush = () => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        await flushOnce();
      } while (again);
    })()
      .catch((error) =>
        log(`Could not read the messages to notify (will retry): ${(error as Error).message}`),
      )
      .finally(() => {
        running = undefined;
      });
    return running;
  };

  const timer = setInterval(() => void flush(), retryMs);
  timer.unref();
  void flush();

  return {
    flush,
    stop: () => {
      clearInterval(timer);
      transport.close();
    },
  };
}
