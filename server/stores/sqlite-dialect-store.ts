import { newSalt } from "../collector/sender.js";
import {
  type MessageFilter,
  type MessageStore,
  type NewMessage,
  type RateDecision,
  type RateRule,
  type StoredMessage,
  secondsUntilFree,
} from "../collector/store.js";

export type SqlValue = string | number | null;

/** What the SQL below needs from a SQLite database: better-sqlite3, a D1 binding, or wrangler's CLI. */
export type SqlRunner = {
  all<T>(sql: string, params?: SqlValue[]): Promise<T[]>;
  run(sql: string, params?: SqlValue[]): Promise<{ changes: number; lastRowId: number }>;
  close?(): Promise<void>;
};

type Row = {
  id: number;
  received_at: string;
  name: string;
  email: string;
  message: string;
  user_agent: string;
  sender_hash: string;
  notified_at: string | null;
  read_at: string | null;
};

const toMessage = (row: Row): StoredMessage => ({
  id: row.id,
  receivedAt: row.received_at,
  name: row.name,
  email: row.email,
  message: row.message,
  userAgent: row.user_agent,
  senderHash: row.sender_hash,
  notifiedAt: row.notified_at,
  readAt: row.read_at,
});

/** D1 takes at most 100 bound values in one statement. */
const IDS_PER_STATEMENT = 50;

/**
 * The message store in SQLite's dialect, shared by the SQLite file and D1 (which
 * is SQLite). Times are ISO 8601 text in UTC, which sorts as time does.
 */
export class SqliteDialectStore implements MessageStore {
  constructor(private readonly db: SqlRunner) {}

  async senderSalt(): Promise<string> {
    await this.db.run("INSERT INTO settings (key, value) VALUES ('salt', ?) ON CONFLICT (key) DO NOTHING", [
      newSalt(),
    ]);
    const [row] = await this.db.all<{ value: string }>("SELECT value FROM settings WHERE key = 'salt'");
    if (!row) throw new Error("the sender-hash salt could not be stored");
    return row.value;
  }

  async recordAttempt(senderHash: string, at: Date, { limit, windowMs }: RateRule): Promise<RateDecision> {
    const windowStart = new Date(at.getTime() - windowMs).toISOString();
    await this.db.run("DELETE FROM contact_attempts WHERE attempted_at <= ?", [windowStart]);
    // One statement, so the count and the insert cannot interleave with another sender's.
    const { changes } = await this.db.run(
      `INSERT INTO contact_attempts (sender_hash, attempted_at)
       SELECT ?, ? WHERE (
         SELECT COUNT(*) FROM contact_attempts WHERE sender_hash = ? AND attempted_at > ?
       ) < ?`,
      [senderHash, at.toISOString(), senderHash, windowStart, limit],
    );
    if (changes > 0) return { allowed: true };
    const [row] = await this.db.all<{ oldest: string | null }>(
      "SELECT MIN(attempted_at) AS oldest FROM contact_attempts WHERE sender_hash = ? AND attempted_at > ?",
      [senderHash, windowStart],
    );
    return { allowed: false, retryAfterSeconds: secondsUntilFree(new Date(row?.oldest ?? at), at, windowMs) };
  }

  async add(message: NewMessage): Promise<number> {
    const { lastRowId } = await this.db.run(
      `INSERT INTO messages (received_at, name, email, message, user_agent, sender_hash)
       VALUES (?, ?, ?, ?, ?, ?)`,
      [
        message.receivedAt.toISOString(),
        message.name,
        message.email,
        message.message,
        message.userAgent,
        message.senderHash,
      ],
    );
    return lastRowId;
  }

  async list({ since, unreadOnly = false }: MessageFilter = {}): Promise<StoredMessage[]> {
    const rows = await this.db.all<Row>(
      `SELECT * FROM messages
       WHERE received_at >= ? AND (? = 0 OR read_at IS NULL)
       ORDER BY received_at DESC, id DESC`,
      [since?.toISOString() ?? "", unreadOnly ? 1 : 0],
    );
    return rows.map(toMessage);
  }

  async markRead(ids: number[], read: boolean, at: Date): Promise<void> {
    for (let start = 0; start < ids.length; start += IDS_PER_STATEMENT) {
      const chunk = ids.slice(start, start + IDS_PER_STATEMENT);
      await this.db.run(`UPDATE messages SET read_at = ? WHERE id IN (${chunk.map(() => "?").join(", ")})`, [
        read ? at.toISOString() : null,
        ...chunk,
      ]);
    }
  }

  async notYetNotified(): Promise<StoredMessage[]> {
    const rows = await this.db.all<Row>("SELECT * FROM messages WHERE notified_at IS NULL ORDER BY id");
    return rows.map(toMessage);
  }

  async markNotified(id: number, at: Date): Promise<void> {
    await this.db.run("UPDATE messages SET notified_at = ? WHERE id = ?", [at.toISOString(), id]);
  }

  async close(): Promise<void> {
    await this.db.close?.();
  }
}
