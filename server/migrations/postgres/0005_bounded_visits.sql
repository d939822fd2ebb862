-- The page-view rate limit becomes a sliding window, keyed by network (an IPv6 /64, an IPv4
-- address): one row per counted attempt, deleted once it has left the window, as the contact
-- form's attempts are. The per-minute counts it replaces held keys hashed with the day's salt.
DROP TABLE visit_rate;
CREATE TABLE visit_attempts (
  rate_key text NOT NULL,
  attempted_at timestamptz NOT NULL
);
CREATE INDEX visit_attempts_key ON visit_attempts (rate_key, attempted_at);
CREATE INDEX visit_attempts_time ON visit_attempts (attempted_at);
