import type { CountedVisit, VisitTotals } from "./visit-store.js";

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

const addOne = (table: string, keys: string[], values: string[]): Statement => ({
  sql: `INSERT INTO ${table} (${keys.join(", ")}, views) VALUES (${keys.map(() => "?").join(", ")}, 1)
        ON CONFLICT (${keys.join(", ")}) DO UPDATE SET views = ${table}.views + 1`,
  params: values,
});

/** A view of the day (path "") or of one page, with one more visitor if this one was not seen there today. */
const addView = (visit: CountedVisit, path: string): Statement => {
  const [table, keys, values] =
    path === "" ? ["visit_days", ["day"], [visit.day]] : ["visit_pages", ["day", "path"], [visit.day, path]];
  return {
    sql: `INSERT INTO ${table} (${keys.join(", ")}, views, visitors) VALUES (${keys.map(() => "?").join(", ")}, 1, 1)
          ON CONFLICT (${keys.join(", ")}) DO UPDATE SET views = ${table}.views + 1,
            visitors = ${table}.visitors + CASE WHEN EXISTS (
              SELECT 1 FROM visit_seen WHERE day = ? AND visitor = ? AND path = ?
            ) THEN 0 ELSE 1 END`,
    params: [...values, visit.day, visit.visitor, path],
  };
};

/** Counting one view, in order, in one transaction: the counts first, then the visitor seen. */
export const countVisitStatements = (visit: CountedVisit): Statement[] => [
  addView(visit, ""),
  addView(visit, visit.path),
  {
    sql: "INSERT INTO visit_seen (day, visitor, path) VALUES (?, ?, ''), (?, ?, ?) ON CONFLICT DO NOTHING",
    params: [visit.day, visit.visitor, visit.day, visit.visitor, visit.path],
  },
  ...(visit.referrer === undefined
    ? []
    : [addOne("visit_referrers", ["day", "host"], [visit.day, visit.referrer])]),
  addOne("visit_devices", ["day", "device"], [visit.day, visit.device]),
];

export const SALT_INSERT = "INSERT INTO visit_salts (day, salt) VALUES (?, ?) ON CONFLICT (day) DO NOTHING";
export const SALT_SELECT = "SELECT salt FROM visit_salts WHERE day = ?";

/** Everything that could tell one visitor from another, of the days before the one given. */
export const forgetStatements = (day: string): Statement[] => [
  { sql: "DELETE FROM visit_salts WHERE day < ?", params: [day] },
  { sql: "DELETE FROM visit_seen WHERE day < ?", params: [day] },
  // A minute is YYYY-MM-DDTHH:MM: every one of an earlier day sorts before the day itself.
  { sql: "DELETE FROM visit_rate WHERE minute < ?", params: [day] },
];

/** A week's digest, claimed once in the installation's settings. */
export const DIGEST_CLAIM = "INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT (key) DO NOTHING";
export const digestKey = (week: string) => `stats-digest:${week}`;

export const RATE_UPSERT = `INSERT INTO visit_rate (rate_key, minute, hits) VALUES (?, ?, 1)
  ON CONFLICT (rate_key, minute) DO UPDATE SET hits = visit_rate.hits + 1 RETURNING hits`;

/** The four queries of a range's totals, by the part of `VisitTotals` each fills. */
export const TOTALS_QUERIES: Record<keyof VisitTotals, string> = {
  days: "SELECT day AS date, views, visitors FROM visit_days WHERE day BETWEEN ? AND ? ORDER BY day",
  pages: `SELECT path, CAST(SUM(views) AS integer) AS views, CAST(SUM(visitors) AS integer) AS visitors
          FROM visit_pages WHERE day BETWEEN ? AND ? GROUP BY path ORDER BY 2 DESC, path`,
  referrers: `SELECT host, CAST(SUM(views) AS integer) AS views
              FROM visit_referrers WHERE day BETWEEN ? AND ? GROUP BY host ORDER BY 2 DESC, host`,
  devices: `SELECT device, CAST(SUM(views) AS integer) AS views
            FROM visit_devices WHERE day BETWEEN ? AND ? GROUP BY device ORDER BY 2 DESC, device`,
};
