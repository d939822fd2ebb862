// @vitest-environment node
import { describe, expect, it } from "vitest";
import { UNSAFE_CHARACTER } from "../sender-text.js";
import type { StoredMessage } from "../stores/message-store.js";
import { noticeEmail } from "./email.js";

const message: StoredMessage = {
  id: 3,
  receivedAt: "2026-11-20T09:30:00.000Z",
  name: "Eve\u202e\u200b\u001b]0;title\u0007",
  email: "eve@example.com",
  message: "\u001b[2J\u009b31m \u2066\u{e0041}\u3164 hi\r\nsecond\tline",
  userAgent: "test",
  language: "de",
  readAt: null,
  spamReason: null,
  notices: [],
};

describe("the e-mail notice", () => {
  it("carries what the sender typed with every control or invisible character as an escape", () => {
    const mail = noticeEmail(message);
    expect(mail.subject).toBe("New message from Eve\\u202e\\u200b\\u001b]0;title\\u0007 via your portfolio");
    expect(mail.replyTo).toEqual({
      name: "Eve\\u202e\\u200b\\u001b]0;title\\u0007",
      address: "eve@example.com",
    });
    expect(mail.text).toMatch(/^\\u001b\[2J\\u009b31m \\u2066\\u\{e0041\}\\u3164 hi\nsecond\tline\n\n— Eve/);
    for (const line of mail.text.split("\n")) expect(line.replaceAll("\t", "")).not.toMatch(UNSAFE_CHARACTER);
    expect(mail.subject).not.toMatch(UNSAFE_CHARACTER);
  });

  it("says which language's page the message came from, when the form said", () => {
    expect(noticeEmail(message).text).toMatch(/\nSent from the page in German \(de\)$/);
    expect(noticeEmail({ ...message, language: "" }).text).not.toContain("Sent from");
  });
});
