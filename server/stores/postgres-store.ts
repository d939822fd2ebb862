import pg from "pg";
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
  numbered,
  SALT_INSERT,
  SALT_SELECT,
  VISIT_WINDOW_SELECT,
  visitWindowStatement,
} from "./visit-sql.js";
import type { CountedVisit, VisitTotals } from "./visit-store.js";
import { readPageTotals, readTotals, type TotalsQuery } from "./visit-totals.js";

const SELECT_WITH_NOTICES = `
  SELECT m.id, m.received_at, m.name, m.email, m.message, m.user_agent, m.language, m.read_at,
         m.spam_reason, n.channel, n.state, n.attempts, n.next_attempt_at, n.last_error, n.sent_at
  FROM messages m LEFT JOIN notices n ON n.message_id = m.id`;

/** Only one server at a time sweeps attempts that left every window. */
const SWEEP_LOCK = 7_411_002;

type PostgresStoreOptions = {
  /** Connections in the pool: a server shares several; a function needs few. */
  maxConnections?: number;
  log?: (...details: unknown[]) => void;
};

/**
 * Messages in PostgreSQL (DATABASE_URL): several Node servers or any number of
 * function instances share it. Statements are unnamed, so the pooled connection
 * strings of Neon and Supabase work as they are.
 */
export class PostgresStore implements MessageStore {
  readonly pool: pg.Pool;

  constructor(url: string, options: PostgresStoreOptions = {}) {
    this.pool = new pg.Pool({
      connectionString: url,
      max: options.maxConnections ?? 10,
      connectionTimeoutMillis: 10_000,
      idleTimeoutMillis: 60_000,
    });
    // An idle connection the server dropped (a restart, a pooler's time-out) is replaced on the next query.
    const log = options.log ?? console.error;
    this.pool.on("error", (error) => log(`PostgreSQL dropped an idle connection: ${error.message}`));
  }

  /** Runs `work` in a transaction on one connection; a broken connection is thrown away. */
  async transaction<T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    let failure: Error | undefined;
    // A connection lost between statements is reported as an event, not by a statement.
    const lost = (error: Error) => {
      failure = error;
    };
    client.on("error", lost);
    try {
      await client.query("BEGIN");
      const result = await work(client);
      await client.query("COMMIT");
      return result;
    } catch (error) {
      failure = error as Error;
      await client.query("ROLLBACK").catch(() => undefined);
      throw error;
    } finally {
      client.off("error", lost);
      client.release(failure);
    }
  }

  async installationSecret(name: SecretName): Promise<string> {
    await this.pool.query("INSERT INTO settings (key, value) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING", [
      name,
      newSalt(),
    ]);
    const { rows } = await this.pool.query<{ value: string }>("SELECT value FROM settings WHERE key = $1", [
      name,
    ]);
    if (!rows[0]) throw new Error(`the installation's ${name} could not be stored`);
    return rows[0].value;
  }

  async claimProof(signature: string, expiresAt: Date, at: Date): Promise<boolean> {
    await this.pool.query("DELETE FROM used_proofs WHERE expires_at <= $1", [at]);
    const { rowCount } = await this.pool.query(
      "INSERT INTO used_proofs (signature, expires_at) VALUES ($1, $2) ON CONFLICT (signature) DO NOTHING",
      [signature, expiresAt],
    );
    return (rowCount ?? 0) > 0;
  }

  recordAttempt(senderHash: string, at: Date, rule: RateRule): Promise<RateDecision> {
    return this.attempt(senderHash, at, rule);
  }

  /** The contact form's sliding window: one key's attempts one request at a time, across servers. */
  private attempt(rateKey: string, at: Date, { limit, windowMs }: RateRule) {
    const { table, key } = CONTACT_ATTEMPTS;
    const windowStart = new Date(at.getTime() - windowMs);
    return this.transaction(async (client): Promise<RateDecision> => {
      await client.query("SELECT pg_advisory_xact_lock(hashtextextended($1, 0))", [`contact:${rateKey}`]);
      const sweep = await client.query<{ locked: boolean }>(
        "SELECT pg_try_advisory_xact_lock($1) AS locked",
        [SWEEP_LOCK],
      );
      if (sweep.rows[0]?.locked) {
        await client.query(`DELETE FROM ${table} WHERE attempted_at <= $1`, [windowStart]);
      }
      const { rows } = await client.query<{ count: number; oldest: Date | null }>(
        `SELECT count(*)::int AS count, min(attempted_at) AS oldest FROM ${table}
         WHERE ${key} = $1 AND attempted_at > $2`,
        [rateKey, windowStart],
      );
      const row = rows[0];
      if (row && row.count >= limit) {
        return { allowed: false, retryAfterSeconds: secondsUntilFree(row.oldest ?? at, at, windowMs) };
      }
      await client.query(`INSERT INTO ${table} (${key}, attempted_at) VALUES ($1, $2)`, [rateKey, at]);
      return { allowed: true };
    });
  }

  async forgetAttemptsBefore(at: Date): Promise<void> {
    await this.pool.query(`DELETE FROM ${CONTACT_ATTEMPTS.table} WHERE attempted_at < $1`, [at]);
    await this.pool.query("DELETE FROM visit_windows WHERE window_start < $1", [at]);
  }

  async add(message: NewMessage, channels: readonly Channel[], spamReason?: string): Promise<number> {
    return this.transaction(async (client) => {
      const { rows } = await client.query<{ id: number }>(
        `INSERT INTO messages (received_at, name, email, message, user_agent, language, spam_reason)
         VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
        [
          message.receivedAt,
          message.name,
          message.email,
          message.message,
          message.userAgent,
          message.language,
          spamReason ?? null,
        ],
      );
      const id = rows[0]?.id;
      if (id === undefined) throw new Error("the database did not return the new message's id");
      for (const channel of channels) {
        await client.query(
          `INSERT INTO notices (message_id, channel, state, attempts, next_attempt_at)
           VALUES ($1, $2, $3, 0, $4)`,
          [id, channel, spamReason ? "held" : "waiting", message.receivedAt],
        );
      }
      return id;
    });
  }

  async list({ since, unreadOnly = false, spam = false }: MessageFilter = {}): Promise<StoredMessage[]> {
    const { rows } = await this.pool.query<MessageRow>(
      `${SELECT_WITH_NOTICES}
       WHERE m.received_at >= $1 AND ($2::boolean = false OR m.read_at IS NULL)
         AND (m.spam_reason IS NOT NULL) = $3::boolean
       ORDER BY m.received_at DESC, m.id DESC, n.channel`,
      [since ?? new Date(0), unreadOnly, spam],
    );
    return groupMessageRows(rows);
  }

  async markNotSpam(ids: number[], at: Date): Promise<number> {
    if (ids.length === 0) return 0;
    return this.transaction(async (client) => {
      const { rowCount } = await client.query(
        "UPDATE messages SET spam_reason = NULL WHERE id = ANY($1::int[]) AND spam_reason IS NOT NULL",
        [ids],
      );
      await client.query(
        "UPDATE notices SET state = 'waiting', next_attempt_at = $1 WHERE state = 'held' AND message_id = ANY($2::int[])",
        [at, ids],
      );
      return rowCount ?? 0;
    });
  }

  async markRead(ids: number[], read: boolean, at: Date): Promise<void> {
    if (ids.length === 0) return;
    await this.pool.query("UPDATE messages SET read_at = $1 WHERE id = ANY($2::int[])", [
      read ? at : null,
      ids,
    ]);
  }

  async delete(ids: number[]): Promise<number> {
    if (ids.length === 0) return 0;
    return this.transaction(async (client) => {
      await client.query("DELETE FROM notices WHERE message_id = ANY($1::int[])", [ids]);
      return (await client.query("DELETE FROM messages WHERE id = ANY($1::int[])", [ids])).rowCount ?? 0;
    });
  }

  async deleteBefore(date: Date): Promise<number> {
    return this.transaction(async (client) => {
      await client.query(
        "DELETE FROM notices WHERE message_id IN (SELECT id FROM messages WHERE received_at < $1)",
        [date],
      );
      return (await client.query("DELETE FROM messages WHERE received_at < $1", [date])).rowCount ?? 0;
    });
  }

  async claimDueNotice(channel: Channel, at: Date, claimedUntil: Date): Promise<StoredMessage | undefined> {
    // SKIP LOCKED: servers claiming at the same moment each take a different notice.
    const { rows: claimed } = await this.pool.query<{ message_id: number }>(
      `UPDATE notices SET claimed_until = $1
       WHERE (message_id, channel) IN (
         SELECT message_id, channel FROM notices
         WHERE channel = $2 AND state = 'waiting' AND next_attempt_at <= $3
           AND (claimed_until IS NULL OR claimed_until <= $3)
         ORDER BY next_attempt_at, message_id LIMIT 1
         FOR UPDATE SKIP LOCKED
       )
       RETURNING message_id`,
      [claimedUntil, channel, at],
    );
    if (!claimed[0]) return undefined;
    const { rows } = await this.pool.query<MessageRow>(
      `${SELECT_WITH_NOTICES} WHERE m.id = $1 ORDER BY n.channel`,
      [claimed[0].message_id],
    );
    return groupMessageRows(rows)[0];
  }

  async recordNotice(messageId: number, channel: Channel, outcome: NoticeOutcome): Promise<void> {
    const update = noticeUpdate(outcome);
    await this.pool.query(
      `UPDATE notices SET state = $1, attempts = attempts + 1, next_attempt_at = $2, last_error = $3,
         sent_at = $4, claimed_until = NULL
       WHERE message_id = $5 AND channel = $6`,
      [update.state, update.nextAttemptAt, update.lastError, update.sentAt, messageId, channel],
    );
  }

  async nextNoticeDue(channels: readonly Channel[]): Promise<Date | undefined> {
    if (channels.length === 0) return undefined;
    // A claimed notice is not due again before its claim runs out.
    const { rows } = await this.pool.query<{ due: Date | null }>(
      `SELECT min(greatest(next_attempt_at, coalesce(claimed_until, next_attempt_at))) AS due FROM notices
       WHERE state = 'waiting' AND channel = ANY($1::text[])`,
      [[...channels]],
    );
    return rows[0]?.due ?? undefined;
  }

  async close(): Promise<void> {
    await this.pool.end();
  }

  async visitSalt(day: string): Promise<string> {
    const { rowCount } = await this.pool.query(numbered(SALT_INSERT), [day, newSalt()]);
    if ((rowCount ?? 0) > 0) await this.forgetVisitorsBefore(day);
    const { rows } = await this.pool.query<{ salt: string }>(numbered(SALT_SELECT), [day]);
    if (!rows[0]) throw new Error(`the salt of ${day} could not be stored`);
    return rows[0].salt;
  }

  async forgetVisitorsBefore(day: string): Promise<void> {
    await this.transaction(async (client) => {
      for (const { sql, params } of forgetStatements(day)) await client.query(numbered(sql), params);
    });
  }

  async visitAttempt(rateKey: string, at: Date, { limit, windowMs }: RateRule): Promise<RateDecision> {
    const windowStart = new Date(at.getTime() - windowMs).toISOString();
    await this.pool.query("DELETE FROM visit_windows WHERE window_start <= $1", [windowStart]);
    const { sql, params } = visitWindowStatement(rateKey, at.toISOString(), windowStart, limit);
    if (((await this.pool.query(numbered(sql), params)).rowCount ?? 0) > 0) return { allowed: true };
    const { rows } = await this.pool.query<{ window_start: Date }>(numbered(VISIT_WINDOW_SELECT), [rateKey]);
    return { allowed: false, retryAfterSeconds: secondsUntilFree(rows[0]?.window_start ?? at, at, windowMs) };
  }

  async eraseCountsBefore(day: string): Promise<void> {
    await this.transaction(async (client) => {
      for (const { sql, params } of eraseCountsStatements(day)) await client.query(numbered(sql), params);
    });
  }

  async countVisit(visit: CountedVisit, caps?: DistinctCaps): Promise<void> {
    await this.transaction(async (client) => {
      // A day's views one at a time: whether a visitor was seen, and how many rows the day's caps
      // leave room for, are read after the last view committed.
      await client.query("SELECT pg_advisory_xact_lock(hashtextextended($1, 0))", [`visits:${visit.day}`]);
      for (const { sql, params } of countVisitStatements(visit, caps))
        await client.query(numbered(sql), params);
    });
  }

  async digestState(week: string): Promise<string | undefined> {
    const { sql, params } = digestStateSelect(week);
    return (await this.pool.query<{ value: string }>(numbered(sql), params)).rows[0]?.value;
  }

  async swapDigestState(week: string, expected: string | undefined, next: string): Promise<boolean> {
    const { sql, params } = digestSwap(week, expected, next);
    return ((await this.pool.query(numbered(sql), params)).rowCount ?? 0) > 0;
  }

  private readonly totalsQuery: TotalsQuery = async (sql, params) =>
    (await this.pool.query(numbered(sql), params)).rows;

  visitTotals(from: string, to: string, top: number): Promise<VisitTotals> {
    return readTotals(this.totalsQuery, from, to, top);
  }

  pageTotals(from: string, to: string, paths: string[]): Promise<VisitTotals["pages"]> {
    return readPageTotals(this.totalsQuery, from, to, paths);
  }
}
