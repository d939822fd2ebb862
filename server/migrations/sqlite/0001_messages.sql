-- Contact messages, the installation's settings (the sender-hash salt) and the
-- attempts the rate limit counts. SQLite and D1. Written to adopt a database made
-- before migrations existed, which already has the first two tables.
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

CREATE TABLE IF NOT EXISTS settings (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS contact_attempts (
  sender_hash TEXT NOT NULL,
  attempted_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS contact_attempts_sender ON contact_attempts (sender_hash, attempted_at);
CREATE INDEX IF NOT EXISTS contact_attempts_time ON contact_attempts (attempted_at);
