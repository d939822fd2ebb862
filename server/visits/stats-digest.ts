import { NoticeFailure } from "../notices/notice-failure.js";
import { counted } from "../plural.js";
import { printable } from "../sender-text.js";
import { CHANNEL_NAMES, type Channel } from "../stores/message-store.js";
import type { VisitStore } from "../stores/visit-store.js";
import { takeDigest } from "./digest-state.js";
import type { StatsReport } from "./stats-report.js";
import { andMore, REPORT_TOP, statsReport } from "./stats-report.js";

/** Sends the week's summary one way (e-mail, webhook); throws when it could not (a NoticeFailure says whether for good). */
export type DigestSender = (title: string, text: string, report: StatsReport) => Promise<void>;
export type DigestSenders = Partial<Record<Channel, DigestSender>>;

const DAY_MS = 24 * 60 * 60_000;
const dayOf = (time: number) => new Date(time).toISOString().slice(0, 10);

/** The week `now` is in (its Monday, UTC), and the week before it, whose views the digest sums. */
export function digestWeek(now: Date) {
  const today = Date.parse(now.toISOString().slice(0, 10));
  const monday = today - ((new Date(today).getUTCDay() + 6) % 7) * DAY_MS;
  return { week: dayOf(monday), from: dayOf(monday - 7 * DAY_MS), to: dayOf(monday - DAY_MS) };
}

/**
 * The summary in words: the week's views and daily visitors, the report's pages and referrers
 * (the others summed in one line), the devices. Every channel sends this text (e-mail, ntfy,
 * Slack, Discord), so a path or host is shown here as the inbox shows a sender's text.
 */
export function digestText(report: StatsReport): { title: string; text: string } {
  const views = report.days.reduce((total, day) => total + day.views, 0);
  const visitors = report.days.reduce((total, day) => total + day.visitors, 0);
  const devices = Object.entries(report.devices)
    .map(([device, count]) => `${device} ${count}`)
    .join(", ");
  const list = (rows: string[], more: { count: number; views: number }) => {
    const all = more.count ? [...rows, `${andMore(more)}: ${counted(more.views, "view")}`] : rows;
    return all.length ? all.map((row) => `  ${row}`) : ["  none"];
  };
  const { more } = report;
  const text = [
    `${counted(views, "view")}, ${counted(visitors, "daily visitor")} from ${report.from} to ${report.to} (UTC).`,
    "",
    "Pages:",
    ...list(
      report.pages.map(
        (page) =>
          `${printable(page.path)}: ${counted(page.views, "view")}, ${counted(page.visitors, "visitor")}`,
      ),
      more.pages,
    ),
    "Came from:",
    ...list(
      report.referrers.map((row) => `${printable(row.host ?? "direct")}: ${row.views}`),
      more.referrers,
    ),
    `Devices: ${devices}.`,
    "",
    "More: npm run stats",
  ].join("\n");
  return { title: `Your portfolio last week: ${counted(views, "view")}`, text };
}

/**
 * Once a week (STATS_DIGEST=weekly), an upkeep sends the week before's page views through every
 * channel set up. The week's state in the store lets one instance at a time send it
 * (digest-state.ts); a channel that failed for now is tried again at a later upkeep of the week,
 * one refused for good (NoticeFailure) is not. Resolves to the channels it went out on.
 */
export async function sendWeeklyDigest(options: {
  store: VisitStore;
  senders: DigestSenders;
  now: Date;
  log: (line: string) => void;
}): Promise<Channel[]> {
  const { store, senders, now, log } = options;
  const { week, from, to } = digestWeek(now);
  const held = await takeDigest(store, week, Object.keys(senders) as Channel[], now);
  if (!held) return [];
  const sent: Channel[] = [];
  const refused: Channel[] = [];
  try {
    const report = statsReport(await store.visitTotals(from, to, REPORT_TOP), from, to);
    const { title, text } = digestText(report);
    for (const channel of held.due) {
      try {
        await senders[channel]?.(title, text, report);
        sent.push(channel);
      } catch (error) {
        const forGood = error instanceof NoticeFailure && error.permanent;
        if (forGood) refused.push(channel);
        log(
          `The weekly page-view digest could not be sent by ${CHANNEL_NAMES[channel]}${forGood ? "" : " (tried again at the next upkeep)"}: ${(error as Error).message}`,
        );
      }
    }
  } finally {
    await held.release(held.due.filter((channel) => !sent.includes(channel) && !refused.includes(channel)));
  }
  return sent;
}
