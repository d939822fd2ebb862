-- Page views, counted without following anyone (docs/privacy.md). A visitor is a hash of
-- the day's salt with their address and user agent; the salt, the hashes and the rate
-- counts are erased once their day is over. The daily counts hold nothing personal.
CREATE TABLE visit_salts (
  day TEXT PRIMARY KEY,
  salt TEXT NOT NULL
);
CREATE TABLE visit_seen (
  day TEXT NOT NULL,
  visitor TEXT NOT NULL,
  path TEXT NOT NULL,
  PRIMARY KEY (day, visitor, path)
);
CREATE TABLE visit_rate (
  rate_key TEXT NOT NULL,
  minute TEXT NOT NULL,
  hits INTEGER NOT NULL,
  PRIMARY KEY (rate_key, minute)
);
CREATE INDEX visit_rate_minute ON visit_rate (minute);

CREATE TABLE visit_days (
  day TEXT PRIMARY KEY,
  views INTEGER NOT NULL,
  visitors INTEGER NOT NULL
);
CREATE TABLE visit_pages (
  day TEXT NOT NULL,
  path TEXT NOT NULL,
  views INTEGER NOT NULL,
  visitors INTEGER NOT NULL,
  PRIMARY KEY (day, path)
);
CREATE TABLE visit_referrers (
  day TEXT NOT NULL,
  host TEXT NOT NULL,
  views INTEGER NOT NULL,
  PRIMARY KEY (day, host)
);
CREATE TABLE visit_devices (
  day TEXT NOT NULL,
  device TEXT NOT NULL,
  views INTEGER NOT NULL,
  PRIMARY KEY (day, device)
);
