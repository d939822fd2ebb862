import { createHash, randomBytes } from "node:crypto";
import { mkdirSync } from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import type { ContactMessage } from "./validate";

export type StoredMessage = ContactMessage & {
  id: number;
  receivedAt: string;
  userAgent: string;
  senderHash: string;
  notifiedAt: string | null;
  readAt: string | null;
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

/**
 * Contact messages in SQLite (`DATA_DIR/messages.db`). Writes are synchronous with
 * `synchronous=FULL` in WAL mode: once `add` returns, the message is on disk and
 * survives the process being killed.
 */
export class MessageStore {
  private readonly db: Database.Database;
  private readonly salt: string;

  constructor(dataDir: string) {
    mkdirSync(dataDir, { recursive: true });
    this.db = new Database(path.join(dataDir, "messages.db"));
    this.db.pragma("journal_mode = WAL");
    this.db.pragma("synchronous = FULL");
    this.db.pragma("busy_timeout = 5000");
    this.db.exec(`
      CREATE TABLE IF NOT EXISTS messages (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        received_at TEXT NOT NULL,
        name TEXT NOT NULL,
        email TEXT NOT NULL,
        message TEXT NOT NULL,
        user_agent TEXT NOT NULL DEFAULT '',
        sender_hash TEXT NOT NULL,
        notified_at TEXT,
        read_at TEXT
      );
      CREATE INDEX IF NOT EXISTS messages_received_at ON messages (received_at);
      CREATE TABLE IF NOT EXISTS settings (key TEXT PRIMARY KEY, value TEXT NOT NULL);
    `);
    this.salt = this.loadSalt();
  }

  /** A per-installation random salt, so sender hashes cannot be matched across sites. */
  private loadSalt(): string {
    const existing = this.db.prepare("SELECT value FROM settings WHERE key = 'salt'").get() as
      | { value: string }
      | undefined;
    if (existing) return existing.value;
    const salt = randomBytes(32).toString("hex");
    this.db.prepare("INSERT OR IGNORE INTO settings (key, value) VALUES ('salt', ?)").run(salt);
    return (this.db.prepare("SELECT value FROM settings WHERE key = 'salt'").get() as { value: string })
      .value;
  }

  hashSender(address: string): string {
    return createHash("sha256").update(this.salt).update(address).digest("hex");
  }

  add(
    message: ContactMessage,
    meta: { senderAddress: string; userAgent: string; receivedAt?: Date },
  ): number {
    const result = this.db
      .prepare(
        `INSERT INTO messages (received_at, name, email, message, user_agent, sender_hash)
         VALUES (?, ?, ?, ?, ?, ?)`,
      )
      .run(
        (meta.receivedAt ?? new Date()).toISOString(),
        message.name,
        message.email,
        message.message,
        meta.userAgent.slice(0, 500),
        this.hashSender(meta.senderAddress),
      );
    return Number(result.lastInsertRowid);
  }

  list(options: { since?: Date; unreadOnly?: boolean } = {}): StoredMessage[] {
    const rows = this.db
      .prepare(
        `SELECT * FROM messages
         WHERE received_at >= ? AND (? = 0 OR read_at IS NULL)
         ORDER BY received_at DESC, id DESC`,
      )
      .all(options.since?.toISOString() ?? "", options.unreadOnly ? 1 : 0) as Row[];
    return rows.map(toMessage);
  }

  get(id: number): StoredMessage | undefined {
    const row = this.db.prepare("SELECT * FROM messages WHERE id = ?").get(id) as Row | undefined;
    return row && toMessage(row);
  }

  notYetNotified(): StoredMessage[] {
    const rows = this.db
      .prepare("SELECT * FROM messages WHERE notified_at IS NULL ORDER BY id")
      .all() as Row[];
    return rows.map(toMessage);
  }

  markNotified(id: number, at = new Date()) {
    this.db.prepare("UPDATE messages SET notified_at = ? WHERE id = ?").run(at.toISOString(), id);
  }

  markRead(ids: number[], read = true, at = new Date()) {
    const update = this.db.prepare("UPDATE messages SET read_at = ? WHERE id = ?");
    const value = read ? at.toISOString() : null;
    this.db.transaction(() => {
      for (const id of ids) update.run(value, id);
    })();
  }

  close() {
    if (this.db.open) this.db.close();
  }
}
