// @vitest-environment node
import { afterEach, describe, expect, it } from "vitest";
import { WEBHOOK_FORMATS, webhookTextRequest } from "../../server/notices/webhook";
import { openSqliteFile, openSqliteStore } from "../../server/stores/sqlite-store";
import { digestText, digestWeek } from "../../server/visits/stats-digest";
import { REPORT_TOP, statsCsv, statsReport } from "../../server/visits/stats-report";
import { tempDataDir } from "../../support/node-server";
import { runStats } from "./harness";

const HOSTS = 3000;
const PATHS = 2000;
const sumOf = (rows: Array<{ views: number }>) => rows.reduce((total, row) => total + row.views, 0);

let cleanup: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  for (const step of cleanup.reverse()) await step();
  cleanup = [];
});

/**
 * A store holding thousands of distinct hosts and paths on each of these days, as one filled
 * before the daily caps held: host i came with i + 1 views, path i was read i + 1 times.
 */
function floodedStore(days: string[]) {
  const dataDir = tempDataDir();
  const store = openSqliteStore(dataDir);
  cleanup.push(() => store.close());
  const db = openSqliteFile(dataDir);
  const host = db.prepare("INSERT INTO visit_referrers (day, host, views) VALUES (?, ?, ?)");
  const path = db.prepare("INSERT INTO visit_pages (day, path, views, visitors) VALUES (?, ?, ?, 1)");
  const day = db.prepare("INSERT INTO visit_days (day, views, visitors) VALUES (?, ?, 1)");
  db.transaction(() => {
    for (const date of days) {
      for (let index = 0; index < HOSTS; index++)
        host.run(date, `${"h".repeat(200)}-${index}.example`, index + 1);
      for (let index = 0; index < PATHS; index++)
        path.run(date, `/writing/${"p".repeat(150)}-${index}`, index + 1);
      day.run(date, (PATHS * (PATHS + 1)) / 2);
    }
  })();
  db.close();
  return { dataDir, store };
}

describe("reports of a range holding thousands of distinct pages and hosts", () => {
  it("list the busiest ten of each and sum the others, in every digest channel", async () => {
    const { from, to } = digestWeek(new Date());
    const { store } = floodedStore([from]);
    const report = statsReport(await store.visitTotals(from, to, REPORT_TOP), from, to);

    expect(report.referrers).toHaveLength(REPORT_TOP);
    expect(report.referrers[0]?.views).toBe(HOSTS);
    expect(report.more.referrers.count).toBe(HOSTS - REPORT_TOP);
    expect(report.more.referrers.views + sumOf(report.referrers)).toBe((HOSTS * (HOSTS + 1)) / 2);
    expect(report.pages).toHaveLength(REPORT_TOP);
    expect(report.more.pages).toEqual({
      count: PATHS - REPORT_TOP,
      views: ((PATHS - REPORT_TOP) * (PATHS - REPORT_TOP + 1)) / 2,
      visitors: PATHS - REPORT_TOP,
    });

    const { title, text } = digestText(report);
    expect(text).toContain(`and ${HOSTS - REPORT_TOP} more: ${report.more.referrers.views} views`);
    expect(text).toContain(`and ${PATHS - REPORT_TOP} more: ${report.more.pages.views} views`);
    // The e-mail carries the text; each webhook its format's body, the JSON one the report.
    expect(text.length).toBeLessThan(10_000);
    for (const format of WEBHOOK_FORMATS) {
      const request = webhookTextRequest(
        title,
        text,
        { type: "stats-digest", report },
        { url: "https://hooks.example/digest", format },
      );
      expect(request.body.length, format).toBeLessThan(10_000);
    }
  });

  it("keep npm run stats short, as a table, as JSON and as CSV; --top lists more", async () => {
    const today = new Date().toISOString().slice(0, 10);
    const { dataDir, store } = floodedStore([today]);
    const env = { DATA_DIR: dataDir };

    const json = await runStats(["--json", "--days", "1"], env);
    expect(json.length).toBeLessThan(10_000);
    const report = JSON.parse(json) as ReturnType<typeof statsReport>;
    expect(report.referrers).toHaveLength(REPORT_TOP);
    expect(report.more.referrers.count).toBe(HOSTS - REPORT_TOP);

    const table = await runStats(["--days", "1"], env);
    expect(table.length).toBeLessThan(10_000);
    expect(table).toMatch(
      new RegExp(`\\(and ${HOSTS - REPORT_TOP} more\\) +${report.more.referrers.views} `),
    );

    const csv = await runStats(["--csv", "--days", "1"], env);
    expect(csv).toBe(statsCsv(report));
    expect(csv).toContain(
      `"referrer","(and ${HOSTS - REPORT_TOP} more)","${report.more.referrers.views}",""`,
    );

    const more = JSON.parse(await runStats(["--json", "--days", "1", "--top", "50"], env)) as typeof report;
    expect(more.referrers).toHaveLength(50);
    expect(more.more.referrers.views + sumOf(more.referrers)).toBe((HOSTS * (HOSTS + 1)) / 2);
    expect(await store.visitTotals(today, today, 50)).toMatchObject({ referrers: more.referrers });
  });
});
