-- Spam: a message that passed the proof of work but tripped the time trap or a
-- content rule is kept with its reason; its notices are held until the owner moves
-- it back (npm run inbox -- --not-spam).
ALTER TABLE messages ADD COLUMN spam_reason TEXT;

-- Proofs of work already used, until their challenge expires: a solution is good once.
CREATE TABLE used_proofs (
  signature TEXT PRIMARY KEY,
  expires_at TEXT NOT NULL
);
CREATE INDEX used_proofs_expires ON used_proofs (expires_at);
