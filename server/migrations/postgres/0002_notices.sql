-- Each message's notices, one per channel (e-mail, webhook), each tried on its own
-- schedule: waiting (tried again at next_attempt_at), sent, or failed (last_error says why).
-- A sender holds a notice it is sending until claimed_until, so two never send it twice.
CREATE TABLE notices (
  message_id integer NOT NULL REFERENCES messages (id) ON DELETE CASCADE,
  channel text NOT NULL,
  state text NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz,
  claimed_until timestamptz,
  last_error text,
  sent_at timestamptz,
  PRIMARY KEY (message_id, channel)
);
CREATE INDEX notices_due ON notices (state, channel, next_attempt_at);

-- What notified_at said becomes e-mail notices: sent, or still waiting to be sent.
INSERT INTO notices (message_id, channel, state, attempts, sent_at)
  SELECT id, 'email', 'sent', 1, notified_at FROM messages WHERE notified_at IS NOT NULL;
INSERT INTO notices (message_id, channel, state, attempts, next_attempt_at)
  SELECT id, 'email', 'waiting', 0, received_at FROM messages WHERE notified_at IS NULL;
ALTER TABLE messages DROP COLUMN notified_at;
