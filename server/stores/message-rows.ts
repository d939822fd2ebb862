import type { Channel, Notice, NoticeOutcome, StoredMessage } from "./message-store.js";

type Time = string | Date;

/** A message joined with one of its notices (or none): what every store's list query returns. */
export type MessageRow = {
  id: number;
  received_at: Time;
  name: string;
  email: string;
  message: string;
  user_agent: string;
  language: string;
  read_at: Time | null;
  spam_reason: string | null;
  channel: Channel | null;
  state: Notice["state"] | null;
  attempts: number | null;
  next_attempt_at: Time | null;
  last_error: string | null;
  sent_at: Time | null;
};

/** SQLite keeps ISO text, PostgreSQL gives Dates: both come out as ISO text. */
const isoOf = (time: Time | null): string | null =>
  time === null ? null : typeof time === "string" ? time : time.toISOString();

/** Folds the rows of a message-with-notices query (in order) into messages. */
export function groupMessageRows(rows: MessageRow[]): StoredMessage[] {
  const messages: StoredMessage[] = [];
  for (const row of rows) {
    let message = messages.at(-1);
    if (message?.id !== row.id) {
      message = {
        id: row.id,
        receivedAt: isoOf(row.received_at) ?? "",
        name: row.name,
        email: row.email,
        message: row.message,
        userAgent: row.user_agent,
        language: row.language,
        readAt: isoOf(row.read_at),
        spamReason: row.spam_reason,
        notices: [],
      };
      messages.push(message);
    }
    if (row.channel && row.state) {
      message.notices.push({
        channel: row.channel,
        state: row.state,
        attempts: row.attempts ?? 0,
        nextAttemptAt: isoOf(row.next_attempt_at),
        lastError: row.last_error,
        sentAt: isoOf(row.sent_at),
      });
    }
  }
  return messages;
}

/** The notice's columns after a try, as ISO text. */
export function noticeUpdate(outcome: NoticeOutcome) {
  const at = outcome.at.toISOString();
  switch (outcome.kind) {
    case "sent":
      return { state: "sent", nextAttemptAt: null, lastError: null, sentAt: at };
    case "retry":
      return {
        state: "waiting",
        nextAttemptAt: outcome.nextAttemptAt.toISOString(),
        lastError: outcome.error,
        sentAt: null,
      };
    case "failed":
      return { state: "failed", nextAttemptAt: null, lastError: outcome.error, sentAt: null };
  }
}
