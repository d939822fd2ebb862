import { groupMessageRows, type MessageRow, noticeUpdate } from "./message-rows.js";
import {
  type Channel,
  type MessageFilter,
  type MessageStore,
  type NewMessage,
  type NoticeOutcome,
  newSalt,
  type SecretName,
  type StoredMessage,
} from "./message-store.js";
import { CONTACT_ATTEMPTS, type RateDecision, type RateRule, secondsUntilFree } from "./rate-limit.js";
import {
  countVisitStatements,
  type DistinctCaps,
  digestStateSelect,
  digestSwap,
  eraseCountsStatements,
  forgetStatements,
  SALT_INSERT,
  SALT_SELECT,
  VISIT_WINDOW_SELECT,
  visitWindowStatement,
} from "./visit-sql.js";
import type { CountedVisit, VisitTotals } from "./visit-store.js";
import { readPageTotals, readTotals, type TotalsQuery } from "./visit-totals.js";

export type SqlValue = string | number | null;
export type SqlStatement = { sql: string; params?: SqlValue[] };
type SqlResult = { rows: unknown[]; changes: number; lastRowId: number };

/** What the SQL below needs from a SQLite database: better-sqlite3, a D1 binding, or wrangler's CLI. */
export type SqlRunner = {
  all<T>(sql: string, params?: SqlValue[]): Promise<T[]>;
  run(sql: string, params?: SqlValue[]): Promise<{ changes: number; lastRowId: number }>;
  /** Runs the statements in order in one transaction: all of them, or none. */
  batch(statements: SqlStatement[]): Promise<SqlResult[]>;
  close?(): Promise<void>;
};

/** D1 takes at most 100 bound values in one statement. */
const IDS_PER_STATEMENT = 50;
const chunks = <T>(items: T[]) =>
  Array.from({ length: Math.ceil(items.length / IDS_PER_STATEMENT) }, (_, index) =>
    items.slice(index * IDS_PER_STATEMENT, (index + 1) * IDS_PER_STATEMENT),
  );
const placeholders = (items: unknown[]) => items.map(() => "?").join(", ");
const iso = (date: Date) => date.toISOString();

const SELECT_WITH_NOTICES = `
  SELECT m.id, m.received_at, m.name, m.email, m.message, m.user_agent, m.language, m.read_at,
         m.spam_reason, n.channel, n.state, n.attempts, n.next_attempt_at, n.last_error, n.sent_at
  FROM messages m LEFT JOIN notices n ON n.message_id = m.id`;

/**
 * The message store in SQLite's dialect, shared by the SQLite file and D1 (which
 * is SQLite). Times are ISO 8601 text in UTC, which sorts as time does.
 */
export class SqliteDialectStore implements MessageStore {
  constructor(private readonly db: SqlRunner) {}

  async installationSecret(name: SecretName): Promise<string> {
    await this.db.run("INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT (key) DO NOTHING", [
      name,
      newSalt(),
    ]);
    const [row] = await this.db.all<{ value: string }>("SELECT value FROM settings WHERE key = ?", [name]);
    if (!row) throw new Error(`the installation's ${name} could not be stored`);
    return row.value;
  }

  async claimProof(signature: string, expiresAt: Date, at: Date): Promise<boolean> {
    await this.db.run("DELETE FROM used_proofs WHERE expires_at <= ?", [iso(at)]);
    const { changes } = await this.db.run(
      "INSERT INTO used_proofs (signature, expires_at) VALUES (?, ?) ON CONFLICT (signature) DO NOTHING",
      [signature, iso(expiresAt)],
    );
    return changes > 0;
  }

  recordAttempt(senderHash: string, at: Date, rule: RateRule): Promise<RateDecision> {
    return this.attempt(senderHash, at, rule);
  }

  /** The contact form's sliding window: the attempts that left it are deleted first. */
  private async attempt(rateKey: string, at: Date, { limit, windowMs }: RateRule): Promise<RateDecision> {
    const { table, key } = CONTACT_ATTEMPTS;
    const windowStart = iso(new Date(at.getTime() - windowMs));
    await this.db.run(`DELETE FROM ${table} WHERE attempted_at <= ?`, [windowStart]);
    // One statement, so the count and the insert cannot interleave with another sender's.
    const { changes } = await this.db.run(
      `INSERT INTO ${table} (${key}, attempted_at)
       SELECT ?, ? WHERE (
         SELECT COUNT(*) FROM ${table} WHERE ${key} = ? AND attempted_at > ?
       ) < ?`,
      [rateKey, iso(at), rateKey, windowStart, limit],
    );
    if (changes > 0) return { allowed: true };
    const [row] = await this.db.all<{ oldest: string | null }>(
      `SELECT MIN(attempted_at) AS oldest FROM ${table} WHERE ${key} = ? AND attempted_at > ?`,
      [rateKey, windowStart],
    );
    return { allowed: false, retryAfterSeconds: secondsUntilFree(new Date(row?.oldest ?? at), at, windowMs) };
  }

  async forgetAttemptsBefore(at: Date): Promise<void> {
    await this.db.batch([
      { sql: `DELETE FROM ${CONTACT_ATTEMPTS.table} WHERE attempted_at < ?`, params: [iso(at)] },
      { sql: "DELETE FROM visit_windows WHERE window_start < ?", params: [iso(at)] },
    ]);
  }

  async add(message: NewMessage, channels: readonly Channel[], spamReason?: string): Promise<number> {
    // Inside the transaction no other write can come between: the newest id is this message's.
    const [inserted] = await this.db.batch([
      {
        sql: `INSERT INTO messages (received_at, name, email, message, user_agent, language, spam_reason)
              VALUES (?, ?, ?, ?, ?, ?, ?)`,
        params: [
          iso(message.receivedAt),
          message.name,
          message.email,
          message.message,
          message.userAgent,
          message.language,
          spamReason ?? null,
        ],
      },
      ...channels.map((channel) => ({
        sql: `INSERT INTO notices (message_id, channel, state, attempts, next_attempt_at)
              SELECT MAX(id), ?, ?, 0, ? FROM messages`,
        params: [channel, spamReason ? "held" : "waiting", iso(message.receivedAt)],
      })),
    ]);
    if (!inserted) throw new Error("the database did not say which id the message got");
    return inserted.lastRowId;
  }

  async list({ since, unreadOnly = false, spam = false }: MessageFilter = {}): Promise<StoredMessage[]> {
    const rows = await this.db.all<MessageRow>(
      `${SELECT_WITH_NOTICES}
       WHERE m.received_at >= ? AND (? = 0 OR m.read_at IS NULL)
         AND (m.spam_reason IS NOT NULL) = ?
       ORDER BY m.received_at DESC, m.id DESC, n.channel`,
      [since ? iso(since) : "", unreadOnly ? 1 : 0, spam ? 1 : 0],
    );
    return groupMessageRows(rows);
  }

  async markNotSpam(ids: number[], at: Date): Promise<number> {
    let moved = 0;
    for (const chunk of chunks(ids)) {
      const [messages] = await this.db.batch([
        {
          sql: `UPDATE messages SET spam_reason = NULL
                WHERE id IN (${placeholders(chunk)}) AND spam_reason IS NOT NULL RETURNING id`,
          params: chunk,
        },
        {
          sql: `UPDATE notices SET state = 'waiting', next_attempt_at = ?
                WHERE state = 'held' AND message_id IN (${placeholders(chunk)})`,
          params: [iso(at), ...chunk],
        },
      ]);
      moved += messages?.rows.length ?? 0;
    }
    return moved;
  }

  async markRead(ids: number[], read: boolean, at: Date): Promise<void> {
    for (const chunk of chunks(ids)) {
      await this.db.run(`UPDATE messages SET read_at = ? WHERE id IN (${placeholders(chunk)})`, [
        read ? iso(at) : null,
        ...chunk,
      ]);
    }
  }

  async delete(ids: number[]): Promise<number> {
    let deleted = 0;
    for (const chunk of chunks(ids)) {
      const [, messages] = await this.db.batch([
        { sql: `DELETE FROM notices WHERE message_id IN (${placeholders(chunk)})`, params: chunk },
        { sql: `DELETE FROM messages WHERE id IN (${placeholders(chunk)}) RETURNING id`, params: chunk },
      ]);
      deleted += messages?.rows.length ?? 0;
    }
    return deleted;
  }

  async deleteBefore(date: Date): Promise<number> {
    const [, messages] = await this.db.batch([
      {
        sql: "DELETE FROM notices WHERE message_id IN (SELECT id FROM messages WHERE received_at < ?)",
        params: [iso(date)],
      },
      { sql: "DELETE FROM messages WHERE received_at < ? RETURNING id", params: [iso(date)] },
    ]);
    return messages?.rows.length ?? 0;
  }

  async claimDueNotice(channel: Channel, at: Date, claimedUntil: Date): Promise<StoredMessage | undefined> {
    // One statement: two senders can never claim the same notice.
    const [claimed] = await this.db.all<{ message_id: number }>(
      `UPDATE notices SET claimed_until = ?
       WHERE (message_id, channel) IN (
         SELECT message_id, channel FROM notices
         WHERE channel = ? AND state = 'waiting' AND next_attempt_at <= ?
           AND (claimed_until IS NULL OR claimed_until <= ?)
         ORDER BY next_attempt_at, message_id LIMIT 1
       )
       RETURNING message_id`,
      [iso(claimedUntil), channel, iso(at), iso(at)],
    );
    if (!claimed) return undefined;
    const rows = await this.db.all<MessageRow>(`${SELECT_WITH_NOTICES} WHERE m.id = ? ORDER BY n.channel`, [
      claimed.message_id,
    ]);
    return groupMessageRows(rows)[0];
  }

  async recordNotice(messageId: number, channel: Channel, outcome: NoticeOutcome): Promise<void> {
    const update = noticeUpdate(outcome);
    await this.db.run(
      `UPDATE notices SET state = ?, attempts = attempts + 1, next_attempt_at = ?, last_error = ?,
         sent_at = ?, claimed_until = NULL
       WHERE message_id = ? AND channel = ?`,
      [update.state, update.nextAttemptAt, update.lastError, update.sentAt, messageId, channel],
    );
  }

  async nextNoticeDue(channels: readonly Channel[]): Promise<Date | undefined> {
    if (channels.length === 0) return undefined;
    // A claimed notice is not due again before its claim runs out.
    const [row] = await this.db.all<{ due: string | null }>(
      `SELECT MIN(MAX(next_attempt_at, COALESCE(claimed_until, next_attempt_at))) AS due FROM notices
       WHERE state = 'waiting' AND channel IN (${placeholders([...channels])})`,
      [...channels],
    );
    return row?.due ? new Date(row.due) : undefined;
  }

  async close(): Promise<void> {
    await this.db.close?.();
  }

  async visitSalt(day: string): Promise<string> {
    const { changes } = await this.db.run(SALT_INSERT, [day, newSalt()]);
    if (changes > 0) await this.forgetVisitorsBefore(day);
    const [row] = await this.db.all<{ salt: string }>(SALT_SELECT, [day]);
    if (!row) throw new Error(`the salt of ${day} could not be stored`);
    return row.salt;
  }

  async forgetVisitorsBefore(day: string): Promise<void> {
    await this.db.batch(forgetStatements(day));
  }

  async visitAttempt(rateKey: string, at: Date, { limit, windowMs }: RateRule): Promise<RateDecision> {
    const windowStart = iso(new Date(at.getTime() - windowMs));
    await this.db.run("DELETE FROM visit_windows WHERE window_start <= ?", [windowStart]);
    const { sql, params } = visitWindowStatement(rateKey, iso(at), windowStart, limit);
    if ((await this.db.run(sql, params)).changes > 0) return { allowed: true };
    const [row] = await this.db.all<{ window_start: string }>(VISIT_WINDOW_SELECT, [rateKey]);
    return {
      allowed: false,
      retryAfterSeconds: secondsUntilFree(new Date(row?.window_start ?? at), at, windowMs),
    };
  }

  async eraseCountsBefore(day: string): Promise<void> {
    await this.db.batch(eraseCountsStatements(day));
  }

  async countVisit(visit: CountedVisit, caps?: DistinctCaps): Promise<void> {
    await this.db.batch(countVisitStatements(visit, caps));
  }

  async digestState(week: string): Promise<string | undefined> {
    const { sql, params } = digestStateSelect(week);
    const [row] = await this.db.all<{ value: string }>(sql, params);
    return row?.value;
  }

  async swapDigestState(week: string, expected: string | undefined, next: string): Promise<boolean> {
    const { sql, params } = digestSwap(week, expected, next);
    return (await this.db.run(sql, params)).changes > 0;
  }

  private readonly totalsQuery: TotalsQuery = (sql, params) => this.db.all(sql, params);

  visitTotals(from: string, to: string, top: number): Promise<VisitTotals> {
    return readTotals(this.totalsQuery, from, to, top);
  }

  pageTotals(from: string, to: string, paths: string[]): Promise<VisitTotals["pages"]> {
    return readPageTotals(this.totalsQuery, from, to, paths);
  }
}
