// @vitest-environment node
import { describe, expect, it } from "vitest";
import { csvCell, printable, UNSAFE_CHARACTER } from "../sender-text.js";
import type { StoredMessage } from "../stores/message-store.js";
import { toCsv, toTable } from "./format.js";

const message = (fields: Partial<StoredMessage>): StoredMessage => ({
  id: 7,
  receivedAt: "2026-11-20T09:30:00.000Z",
  name: "Ada",
  email: "ada@example.com",
  message: "hello",
  userAgent: "test",
  language: "en",
  readAt: null,
  spamReason: null,
  notices: [],
  ...fields,
});

describe("what the inbox prints", () => {
  it("shows terminal control sequences and bidirectional overrides as escapes, never raw", () => {
    const hostile =
      "\u001b[2J\u001b]8;;https://evil.example\u0007link\u001b]8;;\u0007 \u001b]52;c;cGF5bG9hZA==\u0007 \u009b31m \u007f \u202etxt.exe";
    const shown = printable(hostile);
    expect(shown).toBe(
      "\\u001b[2J\\u001b]8;;https://evil.example\\u0007link\\u001b]8;;\\u0007 \\u001b]52;c;cGF5bG9hZA==\\u0007 \\u009b31m \\u007f \\u202etxt.exe",
    );
    expect(shown).not.toMatch(UNSAFE_CHARACTER);
    expect(printable("two\nlines\r\n\tand a tab")).toBe("two lines and a tab");
  });

  it("keeps every escape in the table, in names, addresses and messages", () => {
    const table = toTable([
      message({ name: "\u001b[31mRed", email: "x@\u202eexample.com", message: "\u001b[2Jgone" }),
    ]);
    expect(table).toContain("\\u001b[31mRed <x@\\u202eexample.com>");
    expect(table).toContain("\\u001b[2Jgone");
    expect(table).toContain(
      "Shown as escapes such as \\u001b: control or invisible characters the sender put in message 7",
    );
    for (const line of table.split("\n")) expect(line).not.toMatch(UNSAFE_CHARACTER);
  });

  it("neutralises CSV cells a spreadsheet would run as formulas, and only those", () => {
    expect(csvCell('=HYPERLINK("http://evil.example","Open")')).toBe(
      '"\'=HYPERLINK(""http://evil.example"",""Open"")"',
    );
    for (const start of ["+", "-", "@", "\t"]) expect(csvCell(`${start}1+1`)).toBe(`"'${start}1+1"`);
    // A carriage return is shown as its escape, which no spreadsheet runs.
    expect(csvCell("\r1+1")).toBe('"\\u000d1+1"');
    expect(csvCell("plain text, with a comma")).toBe('"plain text, with a comma"');
    expect(csvCell(42)).toBe('"42"');
    const csv = toCsv([message({ name: "=cmd|' /C calc'!A0", email: "@evil.example" })]);
    expect(csv).toContain(`"'=cmd|' /C calc'!A0","'@evil.example"`);
  });

  it("says how each notice went, and why one failed", () => {
    const notices: StoredMessage["notices"] = [
      {
        channel: "email",
        state: "failed",
        attempts: 1,
        nextAttemptAt: null,
        lastError: "the mail server refused it: 554 content rejected",
        sentAt: null,
      },
      {
        channel: "webhook",
        state: "sent",
        attempts: 2,
        nextAttemptAt: null,
        lastError: null,
        sentAt: "2026-11-20T09:31:00.000Z",
      },
    ];
    const table = toTable([message({ notices })]);
    expect(table).toContain("e-mail ✗ webhook ✓");
    expect(table).toContain("7: e-mail failed (1 try): the mail server refused it: 554 content rejected");
    expect(toCsv([message({ notices })])).toContain(
      '"e-mail failed (1 try): the mail server refused it: 554 content rejected; webhook sent"',
    );
  });
});
