import pg from "pg";
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

type Row = {
  id: number;
  received_at: Date;
  name: string;
  email: string;
  message: string;
  user_agent: string;
  sender_hash: string;
  notified_at: Date | null;
  read_at: Date | null;
};

const toMessage = (row: Row): StoredMessage => ({
  id: row.id,
  receivedAt: row.received_at.toISOString(),
  name: row.name,
  email: row.email,
  message: row.message,
  userAgent: row.user_agent,
  senderHash: row.sender_hash,
  notifiedAt: row.notified_at?.toISOString() ?? null,
  readAt: row.read_at?.toISOString() ?? null,
});

/** Only one server at a time sweeps attempts that left every window. */
const SWEEP_LOCK = 7_411_002;

export type PostgresStoreOptions = {
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

  async senderSalt(): Promise<string> {
    await this.pool.query(
      "INSERT INTO settings (key, value) VALUES ('salt', $1) ON CONFLICT (key) DO NOTHING",
      [newSalt()],
    );
    const { rows } = await this.pool.query<{ value: string }>(
      "SELECT value FROM settings WHERE key = 'salt'",
    );
    if (!rows[0]) throw new Error("the sender-hash salt could not be stored");
    return rows[0].value;
  }

  async recordAttempt(senderHash: string, at: Date, { limit, windowMs }: RateRule): Promise<RateDecision> {
    const windowStart = new Date(at.getTime() - windowMs);
    return this.transaction(async (client) => {
      // One sender's attempts are counted and recorded one request at a time, across servers.
      await client.query("SELECT pg_advisory_xact_lock(hashtextextended($1, 0))", [senderHash]);
      const sweep = await client.query<{ locked: boolean }>(
        "SELECT pg_try_advisory_xact_lock($1) AS locked",
        [SWEEP_LOCK],
      );
      if (sweep.rows[0]?.locked) {
        await client.query("DELETE FROM contact_attempts WHERE attempted_at <= $1", [windowStart]);
      }
      const { rows } = await client.query<{ count: number; oldest: Date | null }>(
        `SELECT count(*)::int AS count, min(attempted_at) AS oldest FROM contact_attempts
         WHERE sender_hash = $1 AND attempted_at > $2`,
        [senderHash, windowStart],
      );
      const row = rows[0];
      if (row && row.count >= limit) {
        return {
          allowed: false,
          retryAfterSeconds: secondsUntilFree(row.oldest ?? at, at, windowMs),
        } as const;
      }
      await client.query("INSERT INTO contact_attempts (sender_hash, attempted_at) VALUES ($1, $2)", [
        senderHash,
        at,
      ]);
      return { allowed: true } as const;
    });
  }

  async add(message: NewMessage): Promise<number> {
    const { rows } = await this.pool.query<{ id: number }>(
      `INSERT INTO messages (received_at, name, email, message, user_agent, sender_hash)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
      [
        message.receivedAt,
        message.name,
        message.email,
        message.message,
        message.userAgent,
        message.senderHash,
      ],
    );
    if (!rows[0]) throw new Error("the database did not return the new message's id");
    return rows[0].id;
  }

  async list({ since, unreadOnly = false }: MessageFilter = {}): Promise<StoredMessage[]> {
    const { rows } = await this.pool.query<Row>(
      `SELECT * FROM messages
       WHERE received_at >= $1 AND ($2::boolean = false OR read_at IS NULL)
       ORDER BY received_at DESC, id DESC`,
      [since ?? new Date(0), unreadOnly],
    );
    return rows.map(toMessage);
  }

  async markRead(ids: number[], read: boolean, at: Date): Promise<void> {
    if (ids.length === 0) return;
    await this.pool.query("UPDATE messages SET read_at = $1 WHERE id = ANY($2::int[])", [
      read ? at : null,
      ids,
    ]);
  }

  async notYetNotified(): Promise<StoredMessage[]> {
    const { rows } = await this.pool.query<Row>(
      "SELECT * FROM messages WHERE notified_at IS NULL ORDER BY id",
    );
    return rows.map(toMessage);
  }

  async markNotified(id: number, at: Date): Promise<void> {
    await this.pool.query("UPDATE messages SET notified_at = $1 WHERE id = $2", [at, id]);
  }

  async close(): Promise<void> {
    await this.pool.end();
  }
}
