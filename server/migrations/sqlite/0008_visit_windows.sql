-- The page-view rate limit keeps one row per network (an IPv6 /64, an IPv4 address) and window,
-- a counter, instead of one row per view: 1,200 views from 60 networks were 1,201 rows with two
-- indexes, now 60. A window starts at a network's first view and lasts the rule's length; a
-- window that has ended is started afresh by the next view and swept by the upkeep.
DROP TABLE visit_attempts;
CREATE TABLE visit_windows (
  rate_key TEXT PRIMARY KEY,
  window_start TEXT NOT NULL,
  views INTEGER NOT NULL
);
CREATE INDEX visit_windows_start ON visit_windows (window_start);
