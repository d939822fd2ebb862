import type { RateDecision, RateRule } from "./rate-limit.js";
import type { VisitStore } from "./visit-store.js";

/** The three fields of a message, as the form sends them and every store keeps them. */
export type ContactMessage = { name: string; email: string; message: string };

/** A message as the collector hands it to a store, once it passed validation. */
export type NewMessage = ContactMessage & {
  receivedAt: Date;
  userAgent: string;
  /** The BCP 47 tag of the page it was sent from, or "" when the form sent none. */
  language: string;
};

/** How the owner hears of a message. */
export type Channel = "email" | "webhook";
/** Each channel as the owner reads it in the inbox and the logs. */
export const CHANNEL_NAMES = { email: "e-mail", webhook: "webhook" } as const satisfies Record<
  Channel,
  string
>;

/** One channel's notice of one message. Times are ISO 8601 strings in UTC. */
export type Notice = {
  channel: Channel;
  /**
   * waiting: tried again at nextAttemptAt; sent; failed: for good, lastError says
   * why; held: the message is spam, and it waits until the owner says otherwise.
   */
  state: "waiting" | "sent" | "failed" | "held";
  attempts: number;
  nextAttemptAt: string | null;
  lastError: string | null;
  sentAt: string | null;
};

/** A message as every store gives it back. */
export type StoredMessage = ContactMessage & {
  id: number;
  receivedAt: string;
  userAgent: string;
  /** The BCP 47 tag of the page it was sent from, or "" when the form sent none. */
  language: string;
  readAt: string | null;
  /** Why it was kept as spam (`too soon`, `links`…), or null for a message for the owner. */
  spamReason: string | null;
  /** One per channel that was set up when the message came in, by channel name. */
  notices: Notice[];
};

/** By default the owner's messages; with `spam`, only the ones kept as spam. */
export type MessageFilter = { since?: Date; unreadOnly?: boolean; spam?: boolean };

/** Secrets a store makes once for its installation and keeps: the proof-of-work key. */
export type SecretName = "proof-key";

/** What became of one try at a notice. */
export type NoticeOutcome =
  | { kind: "sent"; at: Date }
  | { kind: "retry"; at: Date; error: string; nextAttemptAt: Date }
  | { kind: "failed"; at: Date; error: string };

/**
 * Where contact messages (and the counted page views) live. Three adapters (SQLite, D1,
 * PostgreSQL) pass one contract suite (`tests/server/store-contract.ts`). Every method
 * resolves only once the database has acknowledged it, and rejects otherwise.
 */
export interface MessageStore extends VisitStore {
  /** One of this installation's random secrets (32 bytes, hex), made on first use and kept. */
  installationSecret(name: SecretName): Promise<string>;
  /**
   * Claims a proof of work for this message; resolves to false if it was claimed before
   * (a replay). Proofs whose challenge expired before `at` are forgotten.
   */
  claimProof(signature: string, expiresAt: Date, at: Date): Promise<boolean>;
  /**
   * Records an attempt by this sender at `at`, unless it already made `rule.limit`
   * attempts within the window before it: then nothing is recorded.
   */
  recordAttempt(senderHash: string, at: Date, rule: RateRule): Promise<RateDecision>;
  /** Erases the attempts (the contact form's and the page views') made before `at`. */
  forgetAttemptsBefore(at: Date): Promise<void>;
  /**
   * Stores the message, with a notice for each channel (waiting; held if it is spam),
   * in one transaction; resolves to its id once committed.
   */
  add(message: NewMessage, channels: readonly Channel[], spamReason?: string): Promise<number>;
  /** Newest first. */
  list(filter?: MessageFilter): Promise<StoredMessage[]>;
  markRead(ids: number[], read: boolean, at: Date): Promise<void>;
  /** Moves messages out of spam; their held notices wait to be sent from `at`. Resolves to how many moved. */
  markNotSpam(ids: number[], at: Date): Promise<number>;
  /** Erases these messages and their notices; resolves to how many there were. */
  delete(ids: number[]): Promise<number>;
  /** Erases every message received before `date`; resolves to how many there were. */
  deleteBefore(date: Date): Promise<number>;
  /**
   * Takes the channel's waiting notice that is due soonest (at or before `at`) for
   * this sender until `claimedUntil`, so no other takes it meanwhile; or nothing.
   */
  claimDueNotice(channel: Channel, at: Date, claimedUntil: Date): Promise<StoredMessage | undefined>;
  /** Records what became of a try at a claimed notice, and lets go of it. */
  recordNotice(messageId: number, channel: Channel, outcome: NoticeOutcome): Promise<void>;
  /** When the soonest waiting notice of these channels is due, if any is waiting. */
  nextNoticeDue(channels: readonly Channel[]): Promise<Date | undefined>;
  close(): Promise<void>;
}

/** A new installation's secret (and each day's salt): 32 random bytes as hex. */
export const newSalt = () =>
  [...crypto.getRandomValues(new Uint8Array(32))].map((byte) => byte.toString(16).padStart(2, "0")).join("");
