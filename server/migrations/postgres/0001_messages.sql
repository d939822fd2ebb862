-- Contact messages, the installation's settings (the sender-hash salt) and the
-- attempts the rate limit counts. The same tables and columns as the SQLite
-- migrations (a test compares them); times are timestamptz here.
CREATE TABLE IF NOT EXISTS messages (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  received_at timestamptz NOT NULL,
  name text NOT NULL,
  email text NOT NULL,
  message text NOT NULL,
  user_agent text NOT NULL DEFAULT '',
  sender_hash text NOT NULL,
  notified_at timestamptz,
  read_at timestamptz
);
CREATE INDEX IF NOT EXISTS messages_received_at ON messages (received_at);

CREATE TABLE IF NOT EXISTS settings (
  key text PRIMARY KEY,
  value text NOT NULL
);

CREATE TABLE IF NOT EXISTS contact_attempts (
  sender_hash text NOT NULL,
  attempted_at timestamptz NOT NULL
);
CREATE INDEX IF NOT EXISTS contact_attempts_sender ON contact_attempts (sender_hash, attempted_at);
CREATE INDEX IF NOT EXISTS contact_attempts_time ON contact_attempts (attempted_at);
