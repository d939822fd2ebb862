import type { VisitTotals } from "./visit-store.js";

/** Runs one query with `?` placeholders and gives back its rows (PostgreSQL's store numbers them). */
export type TotalsQuery = <T>(sql: string, params: Array<string | number>) => Promise<T[]>;

type PageRow = VisitTotals["pages"][number];
type ReferrerRow = VisitTotals["referrers"][number];

const RANGE = "day BETWEEN ? AND ?";
const int = (sql: string) => `CAST(COALESCE(${sql}, 0) AS integer)`;
const PAGE_SUMS = `${int("SUM(views)")} AS views, ${int("SUM(visitors)")} AS visitors`;

const QUERIES = {
  days: `SELECT day AS date, views, visitors FROM visit_days WHERE ${RANGE} ORDER BY day`,
  devices: `SELECT device, ${int("SUM(views)")} AS views
            FROM visit_devices WHERE ${RANGE} GROUP BY device ORDER BY 2 DESC, device`,
  pages: `SELECT path, ${PAGE_SUMS} FROM visit_pages WHERE ${RANGE} GROUP BY path ORDER BY 2 DESC, path LIMIT ?`,
  referrers: `SELECT host, ${int("SUM(views)")} AS views
              FROM visit_referrers WHERE ${RANGE} GROUP BY host ORDER BY 2 DESC, host LIMIT ?`,
  allPages: `SELECT ${int("COUNT(DISTINCT path)")} AS count, ${PAGE_SUMS} FROM visit_pages WHERE ${RANGE}`,
  allReferrers: `SELECT ${int("COUNT(DISTINCT host)")} AS count, ${int("SUM(views)")} AS views
                 FROM visit_referrers WHERE ${RANGE}`,
};

const sum = <T>(rows: T[], field: (row: T) => number) => rows.reduce((total, row) => total + field(row), 0);

/**
 * A range's totals, the same on every store: every day and device, the `top` busiest pages and
 * referrer hosts, and what the others add up to. However many hosts the range holds, the answer
 * has at most `top` of each.
 */
export async function readTotals(query: TotalsQuery, from: string, to: string, top: number) {
  const range = [from, to];
  const pages = await query<PageRow>(QUERIES.pages, [...range, top]);
  const referrers = await query<ReferrerRow>(QUERIES.referrers, [...range, top]);
  // An aggregate without GROUP BY always gives one row.
  const [allPages = { count: 0, views: 0, visitors: 0 }] = await query<PageRow & { count: number }>(
    QUERIES.allPages,
    range,
  );
  const [allReferrers = { count: 0, views: 0 }] = await query<{ count: number; views: number }>(
    QUERIES.allReferrers,
    range,
  );
  const totals: VisitTotals = {
    days: await query(QUERIES.days, range),
    pages,
    referrers,
    devices: await query(QUERIES.devices, range),
    more: {
      pages: {
        count: allPages.count - pages.length,
        views: allPages.views - sum(pages, (row) => row.views),
        visitors: allPages.visitors - sum(pages, (row) => row.visitors),
      },
      referrers: {
        count: allReferrers.count - referrers.length,
        views: allReferrers.views - sum(referrers, (row) => row.views),
      },
    },
  };
  return totals;
}

/** D1 binds at most 100 values in one statement. */
const PATHS_PER_QUERY = 90;

/** The counts of these pages in the range (each project's page), whatever their rank. */
export async function readPageTotals(query: TotalsQuery, from: string, to: string, paths: string[]) {
  const rows: PageRow[] = [];
  for (let first = 0; first < paths.length; first += PATHS_PER_QUERY) {
    const some = paths.slice(first, first + PATHS_PER_QUERY);
    const sql = `SELECT path, ${PAGE_SUMS} FROM visit_pages
                 WHERE ${RANGE} AND path IN (${some.map(() => "?").join(", ")}) GROUP BY path`;
    rows.push(...(await query<PageRow>(sql, [from, to, ...some])));
  }
  return rows;
}
