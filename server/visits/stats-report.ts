import { DEVICES, type Device } from "../../app/lib/visits/visit-fields.js";
import { counted } from "../plural.js";
import { csvCell, printable } from "../sender-text.js";
import type { VisitTotals } from "../stores/visit-store.js";

/** What `npm run stats -- --json` prints: every day of the range, the rest busiest first. */
export type StatsReport = {
  from: string;
  to: string;
  days: Array<{ date: string; views: number; visitors: number }>;
  pages: Array<{ path: string; views: number; visitors: number }>;
  /** `host` null: direct (no referrer, or the site itself). */
  referrers: Array<{ host: string | null; views: number }>;
  devices: Record<Device, number>;
};

const DAY_MS = 24 * 60 * 60_000;
const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/** The `days` UTC days up to and including `today`'s, as the first and last YYYY-MM-DD. */
export function dayRange(today: Date, days: number) {
  return { from: dayOf(new Date(today.getTime() - (days - 1) * DAY_MS)), to: dayOf(today) };
}

/** The store's totals as the report: the days without views filled in with zeros. */
export function statsReport(totals: VisitTotals, from: string, to: string): StatsReport {
  const counted = new Map(totals.days.map((day) => [day.date, day]));
  const days: StatsReport["days"] = [];
  for (let time = Date.parse(from); time <= Date.parse(to); time += DAY_MS) {
    const date = dayOf(new Date(time));
    days.push({ date, views: counted.get(date)?.views ?? 0, visitors: counted.get(date)?.visitors ?? 0 });
  }
  const devices = Object.fromEntries(DEVICES.map((device) => [device, 0])) as Record<Device, number>;
  for (const row of totals.devices) devices[row.device] = row.views;
  return {
    from,
    to,
    days,
    pages: totals.pages,
    referrers: totals.referrers.map((row) => ({ host: row.host || null, views: row.views })),
    devices,
  };
}

const BAR_WIDTH = 40;
const sum = (rows: Array<{ views: number }>) => rows.reduce((total, row) => total + row.views, 0);
const column = (text: string | number, width: number) => String(text).padStart(width);
const share = (part: number, whole: number) => (whole ? `${Math.round((part / whole) * 100)}%` : "–");

/** A project page as the table names it: its path and the project's name. */
export type ProjectPage = { path: string; name: string };

/** The report for a terminal: a bar per day, then pages, each project's page, referrers and devices. */
export function statsTable(report: StatsReport, projects: ProjectPage[], top = 10): string {
  const most = Math.max(1, ...report.days.map((day) => day.views));
  const visitors = report.days.reduce((total, day) => total + day.visitors, 0);
  const lines = [
    `Page views from ${report.from} to ${report.to} (UTC): ${counted(sum(report.days), "view")}, ${counted(visitors, "daily visitor")}`,
    "",
    "Day           Views  Visitors",
    ...report.days.map(
      (day) =>
        `${day.date} ${column(day.views, 7)} ${column(day.visitors, 9)}  ${"█".repeat(Math.round((day.views / most) * BAR_WIDTH)) || (day.views ? "▏" : "")}`,
    ),
  ];
  const pageCounts = new Map(report.pages.map((page) => [page.path, page]));
  const table = (title: string, rows: string[]) =>
    lines.push("", title, ...(rows.length ? rows : ["  (none yet)"]));
  table(
    "Top pages                                   Views  Visitors",
    report.pages
      .slice(0, top)
      .map(
        (page) =>
          `  ${printable(page.path).padEnd(40).slice(0, 40)} ${column(page.views, 7)} ${column(page.visitors, 9)}`,
      ),
  );
  if (projects.length)
    table(
      "Projects                                    Views  Visitors",
      projects.map(({ path, name }) => {
        const counts = pageCounts.get(path);
        const label = `${path} ${printable(name)}`.padEnd(40).slice(0, 40);
        return `  ${label} ${column(counts?.views ?? 0, 7)} ${column(counts?.visitors ?? 0, 9)}`;
      }),
    );
  const entries = sum(report.referrers);
  table(
    "Referrers (first page of a visit)           Views   Share",
    report.referrers.slice(0, top).map(
      (row) =>
        `  ${printable(row.host ?? "(direct)")
          .padEnd(40)
          .slice(0, 40)} ${column(row.views, 7)} ${column(share(row.views, entries), 7)}`,
    ),
  );
  const views = Object.values(report.devices).reduce((total, count) => total + count, 0);
  table(
    "Devices                                     Views   Share",
    DEVICES.map(
      (device) =>
        `  ${device.padEnd(40)} ${column(report.devices[device], 7)} ${column(share(report.devices[device], views), 7)}`,
    ),
  );
  return lines.map((line) => line.trimEnd()).join("\n");
}

/** The report as one CSV table for a spreadsheet: a row per day, page, referrer and device. */
export function statsCsv(report: StatsReport): string {
  const rows: Array<[string, string, number, number | ""]> = [
    ...report.days.map((day): [string, string, number, number] => ["day", day.date, day.views, day.visitors]),
    ...report.pages.map((page): [string, string, number, number] => [
      "page",
      page.path,
      page.views,
      page.visitors,
    ]),
    ...report.referrers.map((row): [string, string, number, ""] => [
      "referrer",
      row.host ?? "(direct)",
      row.views,
      "",
    ]),
    ...DEVICES.map((device): [string, string, number, ""] => ["device", device, report.devices[device], ""]),
  ];
  return `${[["kind", "key", "views", "visitors"], ...rows].map((row) => row.map(csvCell).join(",")).join("\r\n")}\r\n`;
}
