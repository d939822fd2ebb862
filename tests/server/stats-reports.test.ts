// @vitest-environment node
import type Database from "better-sqlite3";
import { afterEach, describe, expect, it } from "vitest";
import { WEBHOOK_FORMATS, webhookTextRequest } from "../../server/notices/webhook";
import { openSqliteFile, openSqliteStore } from "../../server/stores/sqlite-store";
import { digestText, digestWeek } from "../../server/visits/stats-digest";
import { REPORT_TOP, type StatsReport, statsCsv, statsReport } from "../../server/visits/stats-report";
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

/** A SQLite store with counts written straight into its tables, as no collector would. */
function seededStore(seed: (db: Database.Database) => void) {
  const dataDir = tempDataDir();
  const store = openSqliteStore(dataDir);
  cleanup.push(() => store.close());
  const db = openSqliteFile(dataDir);
  db.transaction(() => seed(db))();
  db.close();
  return { dataDir, store };
}

/**
 * Thousands of distinct hosts and paths on each of these days, as a store filled before the daily
 * caps held: host i came with i + 1 views, path i was read i + 1 times.
 */
const floodedStore = (days: string[]) =>
  seededStore((db) => {
    const host = db.prepare("INSERT INTO visit_referrers (day, host, views) VALUES (?, ?, ?)");
    const path = db.prepare("INSERT INTO visit_pages (day, path, views, visitors) VALUES (?, ?, ?, 1)");
    const day = db.prepare("INSERT INTO visit_days (day, views, visitors) VALUES (?, ?, 1)");
    for (const date of days) {
      for (let index = 0; index < HOSTS; index++)
        host.run(date, `${"h".repeat(200)}-${index}.example`, index + 1);
      for (let index = 0; index < PATHS; index++)
        path.run(date, `/writing/${"p".repeat(150)}-${index}`, index + 1);
      day.run(date, (PATHS * (PATHS + 1)) / 2);
    }
  });

/** What the digest of this report sends: the e-mail's text, and each webhook format's body. */
function digestBodies(report: StatsReport) {
  const { title, text } = digestText(report);
  const webhooks = WEBHOOK_FORMATS.map((format) => {
    const settings = { url: "https://hooks.example/digest", format };
    return [
      format,
      webhookTextRequest(title, text, { type: "stats-digest", report }, settings).body,
    ] as const;
  });
  return { text, webhooks };
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

    const { text, webhooks } = digestBodies(report);
    expect(text).toContain(`and ${HOSTS - REPORT_TOP} more: ${report.more.referrers.views} views`);
    expect(text).toContain(`and ${PATHS - REPORT_TOP} more: ${report.more.pages.views} views`);
    expect(text.length).toBeLessThan(10_000);
    for (const [format, body] of webhooks) expect(body.length, format).toBeLessThan(10_000);
  });

  it("keep npm run stats short, as a table, as JSON and as CSV; --top lists more", async () => {
    const today = new Date().toISOString().slice(0, 10);
    const { dataDir, store } = floodedStore([today]);
    const env = { DATA_DIR: dataDir };

    const json = await runStats(["--json", "--days", "1"], env);
    expect(json.length).toBeLessThan(10_000);
    const report = JSON.parse(json) as StatsReport;
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

  it("show a path or host holding U+202E, C1 or DEL as the inbox does: escaped, in every output", async () => {
    const today = new Date().toISOString().slice(0, 10);
    const { from, to } = digestWeek(new Date());
    const host = "evil\u202emoc.example\u0085x\u007f";
    const path = "/writing/\u202egnp.exe\u0085\u007f";
    const { dataDir, store } = seededStore((db) => {
      for (const day of [today, from]) {
        db.prepare("INSERT INTO visit_referrers (day, host, views) VALUES (?, ?, 3)").run(day, host);
        db.prepare("INSERT INTO visit_pages (day, path, views, visitors) VALUES (?, ?, 3, 1)").run(day, path);
      }
    });
    const raw = /[\u202e\u0085\u007f]/;

    const json = await runStats(["--json", "--days", "1"], { DATA_DIR: dataDir });
    expect(json).not.toMatch(raw);
    expect(json).toContain("evil\\u202emoc.example\\u0085x\\u007f");
    // Exactly what was stored once parsed, as the inbox's --json.
    const report = JSON.parse(json) as StatsReport;
    expect(report.referrers[0]?.host).toBe(host);
    expect(report.pages[0]?.path).toBe(path);
    for (const args of [
      ["--days", "1"],
      ["--csv", "--days", "1"],
    ])
      expect(await runStats(args, { DATA_DIR: dataDir })).not.toMatch(raw);

    const { text, webhooks } = digestBodies(
      statsReport(await store.visitTotals(from, to, REPORT_TOP), from, to),
    );
    expect(text).not.toMatch(raw);
    expect(text).toContain("evil\\u202emoc.example\\u0085x\\u007f: 3");
    expect(text).toContain("/writing/\\u202egnp.exe\\u0085\\u007f: 3 views");
    for (const [format, body] of webhooks) expect(body, format).not.toMatch(raw);
  });
});
