import { languageName } from "../language-name.js";
import { counted } from "../plural.js";
import { carriesUnsafe, characterCount, csvCell, escapeUnsafe, printable } from "../sender-text.js";
import { CHANNEL_NAMES, type Notice, type StoredMessage } from "../stores/message-store.js";

const STATE_MARKS = { sent: "✓", waiting: "…", failed: "✗", held: "–" } as const;

/** e.g. `e-mail ✓ webhook ✗`, or `–` for a message no notice was set up for. */
const noticeMarks = (notices: Notice[]) =>
  notices.map((notice) => `${CHANNEL_NAMES[notice.channel]} ${STATE_MARKS[notice.state]}`).join(" ") || "–";

/** A notice in words, e.g. `webhook waiting (2 tries, next 2026-11-23 05:10): HTTP 500`. */
function noticeInWords(notice: Notice): string {
  const name = CHANNEL_NAMES[notice.channel];
  const tries = counted(notice.attempts, "try", "tries");
  if (notice.state === "sent") return `${name} sent`;
  if (notice.state === "failed") return `${name} failed (${tries}): ${notice.lastError ?? "no reason given"}`;
  if (notice.state === "held") return `${name} held (spam)`;
  const next = notice.nextAttemptAt ? `, next ${shortTime(notice.nextAttemptAt)}` : "";
  return `${name} waiting (${tries}${next})${notice.lastError ? `: ${notice.lastError}` : ""}`;
}

const shortTime = (iso: string) => iso.slice(0, 16).replace("T", " ");

const clip = (text: string, width: number) => {
  const safe = printable(text);
  return (safe.length > width ? `${safe.slice(0, width - 1)}…` : safe).padEnd(width);
};

export function toTable(list: StoredMessage[]): string {
  if (list.length === 0) return "No messages yet.";
  const header = `${"id".padEnd(5)} ${"received".padEnd(16)}   ${"from".padEnd(36)} ${"lang".padEnd(6)} ${"notices".padEnd(18)} message`;
  const rows = list.map(
    (m) =>
      `${String(m.id).padEnd(5)} ${shortTime(m.receivedAt).padEnd(16)} ${m.readAt ? " " : "•"} ${clip(`${m.name} <${m.email}>`, 36)} ${clip(m.language || "–", 6)} ${noticeMarks(m.notices).padEnd(18)} ${clip(m.message, 60)}`,
  );
  const problems = list.flatMap((m) =>
    m.notices
      .filter((notice) => notice.state === "failed" || notice.lastError)
      .map((notice) => `  ${m.id}: ${printable(noticeInWords(notice))}`),
  );
  const spam = list.filter((m) => m.spamReason).map((m) => `  ${m.id}: ${printable(m.spamReason ?? "")}`);
  const escaped = list.filter((m) => [m.name, m.email, m.message].some(carriesUnsafe)).map((m) => m.id);
  return [
    header,
    "-".repeat(header.length + 50),
    ...rows,
    "",
    `${list.length} message(s); • = unread; notices: ✓ sent, … waiting, ✗ failed`,
    ...(problems.length ? ["", "Notices that did not go through:", ...problems] : []),
    ...(spam.length
      ? ["", "Kept as spam because (npm run inbox -- --not-spam <id> moves one back):", ...spam]
      : []),
    ...(escaped.length
      ? [
          "",
          `Shown as escapes such as \\u001b: control or invisible characters the sender put in ${escaped.length === 1 ? "message" : "messages"} ${escaped.join(", ")} (--json has them exactly).`,
        ]
      : []),
  ].join("\n");
}

/**
 * One whole message for the terminal (`npm run inbox -- 3`): every field, then the text in full,
 * its line breaks and tabs kept and every other unsafe character shown as its escape, as in the CSV.
 */
export function toFullMessage(m: StoredMessage): string {
  const field = (label: string, value: string) => `${label.padEnd(13)}${value}`;
  const notices = m.notices.map((notice) => printable(noticeInWords(notice)));
  const text = escapeUnsafe(m.message.replaceAll("\r\n", "\n"), "\t\n");
  const unsafe = [m.name, m.email, m.message, m.userAgent].some(carriesUnsafe);
  return [
    field("id", String(m.id)),
    field("received", `${shortTime(m.receivedAt)} UTC (${printable(m.receivedAt)})`),
    field("name", printable(m.name)),
    field("email", printable(m.email)),
    field("read", m.readAt ? `${shortTime(m.readAt)} UTC` : "no (unread)"),
    field(
      "spam",
      m.spamReason
        ? `kept as spam because ${printable(m.spamReason)} (npm run inbox -- --not-spam ${m.id} moves it back)`
        : "no",
    ),
    field("user agent", printable(m.userAgent)),
    field("language", languageName(m.language) || "not given (sent by a form without it)"),
    ...(notices.length
      ? notices.map((notice, index) => field(index === 0 ? "notices" : "", notice))
      : [field("notices", "none set up")]),
    "",
    `message (${counted(characterCount(m.message), "character")}):`,
    text,
    ...(unsafe
      ? [
          "",
          "Shown as escapes such as \\u001b: control or invisible characters the sender put in this message (--json has them exactly).",
        ]
      : []),
  ].join("\n");
}

const CSV_COLUMNS = [
  "id",
  "receivedAt",
  "name",
  "email",
  "message",
  "userAgent",
  "language",
  "readAt",
  "spamReason",
] as const;

export function toCsv(list: StoredMessage[]): string {
  const rows = list.map((m) =>
    [
      ...CSV_COLUMNS.map((column) => csvCell(m[column])),
      csvCell(m.notices.map(noticeInWords).join("; ")),
    ].join(","),
  );
  return `${[[...CSV_COLUMNS, "notices"].join(","), ...rows].join("\r\n")}\r\n`;
}
