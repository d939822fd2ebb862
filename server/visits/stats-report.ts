import { DEVICES, type Device } from "../../app/lib/visits/visit-fields.js";
import { counted } from "../plural.js";
import { csvCell, printable } from "../sender-text.js";
import type { VisitTotals } from "../stores/visit-store.js";

/**
 * How many pages and referrers a report lists, busiest first; the others are summed in `more`.
 * However many distinct hosts a range holds, `npm run stats` and each digest stay this short.
 */
export const REPORT_TOP = 10;

/** What `npm run stats -- --json` prints: every day of the range, the busiest pages and referrers. */
export type StatsReport = {
  from: string;
  to: string;
  days: Array<{ date: string; views: number; visitors: number }>;
  pages: Array<{ path: string; views: number; visitors: number }>;
  /** `host` null: direct (no referrer, or the site itself). */
  referrers: Array<{ host: string | null; views: number }>;
  devices: Record<Device, number>;
  /** The pages and referrers past the listed ones: how many, and their views. */
  more: VisitTotals["more"];
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
    more: totals.more,
  };
}

const BAR_WIDTH = 40;
const sum = (rows: Array<{ views: number }>) => rows.reduce((total, row) => total + row.views, 0);
const column = (text: string | number, width: number) => String(text).padStart(width);
const share = (part: number, whole: number) => (whole ? `${Math.round((part / whole) * 100)}%` : "–");

/** A project's page as the table shows it: its path, the project's name and the page's counts. */
export type ProjectPage = { path: string; name: string; views: number; visitors: number };

/** `and 37 more`: the pages or hosts a report does not list (when `count` is not 0). */
export const andMore = (more: { count: number }) => `and ${more.count} more`;

/** The report for a terminal: a bar per day, then pages, each project's page, referrers and devices. */
export function statsTable(report: StatsReport, projects: ProjectPage[]): string {
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
  const table = (title: string, rows: string[]) =>
    lines.push("", title, ...(rows.length ? rows : ["  (none yet)"]));
  const label = (text: string) => printable(text).padEnd(40).slice(0, 40);
  const pageRow = (name: string, counts: { views: number; visitors: number }) =>
    `  ${label(name)} ${column(counts.views, 7)} ${column(counts.visitors, 9)}`;
  const { more } = report;
  table("Top pages                                   Views  Visitors", [
    ...report.pages.map((page) => pageRow(page.path, page)),
    ...(more.pages.count ? [pageRow(`(${andMore(more.pages)})`, more.pages)] : []),
  ]);
  if (projects.length)
    table(
      "Projects                                    Views  Visitors",
      projects.map((project) => pageRow(`${project.path} ${project.name}`, project)),
    );
  const entries = sum(report.referrers) + more.referrers.views;
  const referrerRow = (host: string, views: number) =>
    `  ${label(host)} ${column(views, 7)} ${column(share(views, entries), 7)}`;
  table("Referrers (first page of a visit)           Views   Share", [
    ...report.referrers.map((row) => referrerRow(row.host ?? "(direct)", row.views)),
    ...(more.referrers.count ? [referrerRow(`(${andMore(more.referrers)})`, more.referrers.views)] : []),
  ]);
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

/**
 * The report as one CSV table for a spreadsheet: a row per day, page, referrer and device, and a
 * row summing the pages (the referrers) not listed.
 */
export function statsCsv(report: StatsReport): string {
  type Row = [kind: string, key: string, views: number, visitors: number | ""];
  const { more } = report;
  const rows: Row[] = [
    ...report.days.map((day): Row => ["day", day.date, day.views, day.visitors]),
    ...report.pages.map((page): Row => ["page", page.path, page.views, page.visitors]),
    ...(more.pages.count
      ? [["page", `(${andMore(more.pages)})`, more.pages.views, more.pages.visitors] as Row]
      : []),
    ...report.referrers.map((row): Row => ["referrer", row.host ?? "(direct)", row.views, ""]),
    ...(more.referrers.count
      ? [["referrer", `(${andMore(more.referrers)})`, more.referrers.views, ""] as Row]
      : []),
    ...DEVICES.map((device): Row => ["device", device, report.devices[device], ""]),
  ];
  return `${[["kind", "key", "views", "visitors"], ...rows].map((row) => row.map(csvCell).join(",")).join("\r\n")}\r\n`;
}
