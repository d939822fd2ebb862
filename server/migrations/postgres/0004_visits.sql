-- Page views, counted without following anyone (docs/privacy.md). A visitor is a hash of
-- the day's salt with their address and user agent; the salt, the hashes and the rate
-- counts are erased once their day is over. The daily counts hold nothing personal.
CREATE TABLE visit_salts (
  day text PRIMARY KEY,
  salt text NOT NULL
);
CREATE TABLE visit_seen (
  day text NOT NULL,
  visitor text NOT NULL,
  path text NOT NULL,
  PRIMARY KEY (day, visitor, path)
);
CREATE TABLE visit_rate (
  rate_key text NOT NULL,
  minute text NOT NULL,
  hits integer NOT NULL,
  PRIMARY KEY (rate_key, minute)
);
CREATE INDEX visit_rate_minute ON visit_rate (minute);

CREATE TABLE visit_days (
  day text PRIMARY KEY,
  views integer NOT NULL,
  visitors integer NOT NULL
);
CREATE TABLE visit_pages (
  day text NOT NULL,
  path text NOT NULL,
  views integer NOT NULL,
  visitors integer NOT NULL,
  PRIMARY KEY (day, path)
);
CREATE TABLE visit_referrers (
  day text NOT NULL,
  host text NOT NULL,
  views integer NOT NULL,
  PRIMARY KEY (day, host)
);
CREATE TABLE visit_devices (
  day text NOT NULL,
  device text NOT NULL,
  views integer NOT NULL,
  PRIMARY KEY (day, device)
);
