import type { CountedVisit } from "./visit-store.js";

/**
 * The counting's SQL, written once for SQLite (and D1) and PostgreSQL alike: `?` placeholders
 * (numbered for PostgreSQL by `numbered`), upserts both dialects take, sums cast to integers.
 */
type Statement = { sql: string; params: Array<string | number> };

/** `?` placeholders as PostgreSQL's `$1, $2…` (the statements here hold no other `?`). */
export const numbered = (sql: string) => {
  let index = 0;
  return sql.replace(/\?/g, () => `$${++index}`);
};

/**
 * Distinct pages and referrer hosts a day keeps a row for; the views of any further one are
 * counted in the day's OTHER row. Whatever is sent, a day holds at most this many of each, so
 * the counts cannot crowd the messages out of a store with a quota.
 */
export const DISTINCT_PER_DAY: DistinctCaps = { pages: 250, referrers: 100 };
export type DistinctCaps = { pages: number; referrers: number };

/** The key of the row that counts what was past the day's cap: neither a path nor a host name. */
export const OTHER = "*";

/** Visitors of a page: one more unless this visitor was seen on `path` today. */
const VISITORS = (table: string) => `visitors = ${table}.visitors + CASE WHEN EXISTS (
  SELECT 1 FROM visit_seen WHERE day = ? AND visitor = ? AND path = ?
) THEN 0 ELSE 1 END`;

type Counted = { table: string; key: string; value: string; cap: number; visitors: boolean };

/**
 * One view of a key (a page, a referrer host) in its day's row: the key's own while the day has
 * room for it (its row exists, or there are fewer rows than the cap), else the day's OTHER row.
 * The second statement sees what the first did, in the same transaction.
 */
function addCapped({ table, key, value, cap, visitors }: Counted, visit: CountedVisit): Statement[] {
  const columns = `day, ${key}, views${visitors ? ", visitors" : ""}`;
  const ones = visitors ? "1, 1" : "1";
  const update = (path: string) => ({
    sql: `views = ${table}.views + 1${visitors ? `, ${VISITORS(table)}` : ""}`,
    params: visitors ? [visit.day, visit.visitor, path] : [],
  });
  const own = update(value);
  const other = update(OTHER);
  return [
    {
      sql: `INSERT INTO ${table} (${columns}) SELECT ?, ?, ${ones}
            WHERE EXISTS (SELECT 1 FROM ${table} WHERE day = ? AND ${key} = ?)
               OR (SELECT COUNT(*) FROM ${table} WHERE day = ?) < ?
            ON CONFLICT (day, ${key}) DO UPDATE SET ${own.sql}`,
      params: [visit.day, value, visit.day, value, visit.day, cap, ...own.params],
    },
    {
      sql: `INSERT INTO ${table} (${columns}) SELECT ?, ?, ${ones}
            WHERE NOT EXISTS (SELECT 1 FROM ${table} WHERE day = ? AND ${key} = ?)
            ON CONFLICT (day, ${key}) DO UPDATE SET ${other.sql}`,
      params: [visit.day, OTHER, visit.day, value, ...other.params],
    },
  ];
}

const addOne = (table: string, keys: string[], values: string[]): Statement => ({
  sql: `INSERT INTO ${table} (${keys.join(", ")}, views) VALUES (${keys.map(() => "?").join(", ")}, 1)
        ON CONFLICT (${keys.join(", ")}) DO UPDATE SET views = ${table}.views + 1`,
  params: values,
});

/**
 * Counting one view, in order, in one transaction: the day, the page (or the day's other pages),
 * the visitor seen where the view was counted, the referrer and the device.
 */
export const countVisitStatements = (visit: CountedVisit, caps = DISTINCT_PER_DAY): Statement[] => [
  {
    sql: `INSERT INTO visit_days (day, views, visitors) VALUES (?, 1, 1)
          ON CONFLICT (day) DO UPDATE SET views = visit_days.views + 1, ${VISITORS("visit_days")}`,
    params: [visit.day, visit.day, visit.visitor, ""],
  },
  ...addCapped(
    { table: "visit_pages", key: "path", value: visit.path, cap: caps.pages, visitors: true },
    visit,
  ),
  {
    sql: "INSERT INTO visit_seen (day, visitor, path) VALUES (?, ?, '') ON CONFLICT DO NOTHING",
    params: [visit.day, visit.visitor],
  },
  {
    sql: `INSERT INTO visit_seen (day, visitor, path)
          SELECT ?, ?, CASE WHEN EXISTS (SELECT 1 FROM visit_pages WHERE day = ? AND path = ?) THEN ? ELSE ? END
          WHERE 1 = 1 ON CONFLICT DO NOTHING`,
    params: [visit.day, visit.visitor, visit.day, visit.path, visit.path, OTHER],
  },
  ...(visit.referrer === undefined
    ? []
    : addCapped(
        {
          table: "visit_referrers",
          key: "host",
          value: visit.referrer,
          cap: caps.referrers,
          visitors: false,
        },
        visit,
      )),
  addOne("visit_devices", ["day", "device"], [visit.day, visit.device]),
];

export const SALT_INSERT = "INSERT INTO visit_salts (day, salt) VALUES (?, ?) ON CONFLICT (day) DO NOTHING";
export const SALT_SELECT = "SELECT salt FROM visit_salts WHERE day = ?";

/** Everything that could tell one visitor from another, of the days before the one given. */
export const forgetStatements = (day: string): Statement[] => [
  { sql: "DELETE FROM visit_salts WHERE day < ?", params: [day] },
  { sql: "DELETE FROM visit_seen WHERE day < ?", params: [day] },
];

/** The daily counts of the days before the one given (VISITS_RETAIN_DAYS). */
export const eraseCountsStatements = (day: string): Statement[] =>
  ["visit_days", "visit_pages", "visit_referrers", "visit_devices"].map((table) => ({
    sql: `DELETE FROM ${table} WHERE day < ?`,
    params: [day],
  }));

/** Where a week's digest keeps its state: a row of the installation's settings. */
const digestKey = (week: string) => `stats-digest:${week}`;

export const digestStateSelect = (week: string): Statement => ({
  sql: "SELECT value FROM settings WHERE key = ?",
  params: [digestKey(week)],
});

/**
 * Sets a week's digest state to `next` only if it is `expected` (undefined: none yet), in one
 * statement: of several instances swapping the same state at once, one changes a row.
 */
export const digestSwap = (week: string, expected: string | undefined, next: string): Statement =>
  expected === undefined
    ? {
        sql: "INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT (key) DO NOTHING",
        params: [digestKey(week), next],
      }
    : {
        sql: "UPDATE settings SET value = ? WHERE key = ? AND value = ?",
        params: [next, digestKey(week), expected],
      };

/**
 * One view in its network's window, unless the window is full: a window that has ended starts
 * afresh at this view; one still running counts it while under the limit. One statement, so two
 * views at once cannot both take the last place. No row changed: refused.
 */
export function visitWindowStatement(
  rateKey: string,
  at: string,
  windowStart: string,
  limit: number,
): Statement {
  return {
    sql: `INSERT INTO visit_windows (rate_key, window_start, views) VALUES (?, ?, 1)
      ON CONFLICT (rate_key) DO UPDATE SET
        views = CASE WHEN visit_windows.window_start <= ? THEN 1 ELSE visit_windows.views + 1 END,
        window_start = CASE WHEN visit_windows.window_start <= ? THEN ? ELSE visit_windows.window_start END
      WHERE visit_windows.window_start <= ? OR visit_windows.views < ?`,
    params: [rateKey, at, windowStart, windowStart, at, windowStart, limit],
  };
}

/** When the window of a network began (none: its window had ended and was swept). */
export const VISIT_WINDOW_SELECT = "SELECT window_start FROM visit_windows WHERE rate_key = ?";
