import type { ContactMessage } from "./validate.js";

/** A message as the collector hands it to a store, once it passed validation. */
export type NewMessage = ContactMessage & {
  receivedAt: Date;
  userAgent: string;
  /** Salted hash of the sender's address; the address itself is never stored. */
  senderHash: string;
};

/** A message as every store gives it back; times are ISO 8601 strings in UTC. */
export type StoredMessage = ContactMessage & {
  id: number;
  receivedAt: string;
  userAgent: string;
  senderHash: string;
  notifiedAt: string | null;
  readAt: string | null;
};

export type MessageFilter = { since?: Date; unreadOnly?: boolean };

export type RateRule = { limit: number; windowMs: number };
export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Where contact messages live. Three adapters (SQLite, D1, PostgreSQL) pass one
 * contract suite (`server/stores/store-contract.ts`). Every method resolves only
 * once the database has acknowledged it, and rejects otherwise.
 */
export interface MessageStore {
  /** This installation's random salt for sender hashes, made on first use and kept. */
  senderSalt(): Promise<string>;
  /**
   * Records an attempt by this sender at `at`, unless it already made `rule.limit`
   * attempts within the window before it: then nothing is recorded.
   */
  recordAttempt(senderHash: string, at: Date, rule: RateRule): Promise<RateDecision>;
  /** Stores the message and resolves to its id once the write is committed. */
  add(message: NewMessage): Promise<number>;
  /** Newest first. */
  list(filter?: MessageFilter): Promise<StoredMessage[]>;
  markRead(ids: number[], read: boolean, at: Date): Promise<void>;
  /** Oldest first: the messages whose notice has not gone out yet. */
  notYetNotified(): Promise<StoredMessage[]>;
  markNotified(id: number, at: Date): Promise<void>;
  close(): Promise<void>;
}

/** Seconds until the oldest attempt in the window leaves it (at least 1). */
export function secondsUntilFree(oldestAttempt: Date, at: Date, windowMs: number): number {
  return Math.max(1, Math.ceil((oldestAttempt.getTime() + windowMs - at.getTime()) / 1000));
}
