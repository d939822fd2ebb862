// @vitest-environment node
import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { UNSAFE_CHARACTER } from "../sender-text.js";
import type { StoredMessage } from "../stores/message-store.js";
import { nextTryAt } from "./retry-schedule.js";
import { webhookRequest, webhookSignature } from "./webhook.js";

const message: StoredMessage = {
  id: 12,
  receivedAt: "2026-11-20T09:30:00.000Z",
  name: "Ada <script>",
  email: "ada@example.com",
  message: "Hello @everyone & <@123>",
  userAgent: "test",
  language: "de",
  readAt: null,
  spamReason: null,
  notices: [],
};

describe("webhook notices", () => {
  it("sends the documented JSON by default", () => {
    const request = webhookRequest(message, { url: "https://hooks.example/in", format: "json" });
    expect(request.url).toBe("https://hooks.example/in");
    expect(JSON.parse(request.body)).toEqual({
      id: 12,
      receivedAt: "2026-11-20T09:30:00.000Z",
      name: "Ada <script>",
      email: "ada@example.com",
      message: "Hello @everyone & <@123>",
      language: "de",
    });
  });

  it("speaks Slack's, Discord's and ntfy's formats without letting the sender's text act", () => {
    const slack = JSON.parse(
      webhookRequest(message, { url: "https://hooks.slack.com/x", format: "slack" }).body,
    );
    expect(slack.text).toBe(
      "New message in German (de) from Ada &lt;script&gt; &lt;ada@example.com&gt;\n\nHello @everyone &amp; &lt;@123&gt;",
    );
    const discord = JSON.parse(
      webhookRequest(message, { url: "https://discord.com/api/webhooks/x", format: "discord" }).body,
    );
    expect(discord.allowed_mentions).toEqual({ parse: [] });
    expect(discord.content).toContain("Hello @everyone");
    // A sender's Markdown is shown as they typed it, never as a link named as they like.
    const disguised = JSON.parse(
      webhookRequest(
        { ...message, message: "[Your bank](https://bank.example.evil/login) **now**" },
        { url: "https://discord.com/api/webhooks/x", format: "discord" },
      ).body,
    );
    expect(disguised.content).toContain(
      String.raw`\[Your bank\]\(https\://bank\.example\.evil/login\) \*\*now\*\*`,
    );
    const long = webhookRequest(
      { ...message, message: "x".repeat(5_000) },
      { url: "https://d.example", format: "discord" },
    );
    expect(JSON.parse(long.body).content).toHaveLength(2_000);
    const ntfy = webhookRequest(message, { url: "https://ntfy.sh/my-topic", format: "ntfy" });
    expect(ntfy.body).toBe("Hello @everyone & <@123>");
    expect(new URL(ntfy.url).searchParams.get("title")).toBe(
      "New message in German (de) from Ada <script> <ada@example.com>",
    );
    const unsaid = webhookRequest({ ...message, language: "" }, { url: "https://ntfy.sh/t", format: "ntfy" });
    expect(new URL(unsaid.url).searchParams.get("title")).toBe(
      "New message from Ada <script> <ada@example.com>",
    );
  });

  it("carries no control or invisible character raw, in any format; the JSON parses back exact", () => {
    const hostile = {
      ...message,
      name: "Eve\u202e\u200b",
      message: "\u001b]52;c;cGF5bG9hZA==\u0007 \u009b2J \u2028 \u{e0041}\r\nnext line",
    };
    for (const format of ["json", "slack", "discord", "ntfy"] as const) {
      const request = webhookRequest(hostile, { url: "https://hooks.example/in", format });
      // ntfy's plain text keeps the line breaks; JSON escapes them.
      expect(request.body.replaceAll("\n", ""), format).not.toMatch(UNSAFE_CHARACTER);
      expect(decodeURIComponent(request.url), format).not.toMatch(UNSAFE_CHARACTER);
    }
    const json = webhookRequest(hostile, { url: "https://hooks.example/in", format: "json" });
    expect(JSON.parse(json.body)).toMatchObject({ name: hostile.name, message: hostile.message });
    const ntfy = webhookRequest(hostile, { url: "https://ntfy.sh/t", format: "ntfy" });
    expect(ntfy.body).toBe("\\u001b]52;c;cGF5bG9hZA==\\u0007 \\u009b2J \\u2028 \\u{e0041}\nnext line");
    expect(new URL(ntfy.url).searchParams.get("title")).toBe(
      "New message in German (de) from Eve\\u202e\\u200b <ada@example.com>",
    );
  });

  it("signs the exact body with HMAC-SHA256, as a receiver checks it", async () => {
    const body = '{"id":12}';
    const expected = `sha256=${createHmac("sha256", "secret-of-sixteen+").update(body).digest("hex")}`;
    expect(await webhookSignature("secret-of-sixteen+", body)).toBe(expected);
  });
});

describe("the retry schedule", () => {
  it("waits 1 min, 5 min, 30 min, 2 h and 12 h, then gives up", () => {
    const at = new Date("2026-11-20T00:00:00.000Z");
    const waits = [1, 2, 3, 4, 5].map(
      (tries) => ((nextTryAt(tries, at)?.getTime() ?? 0) - at.getTime()) / 60_000,
    );
    expect(waits).toEqual([1, 5, 30, 120, 720]);
    expect(nextTryAt(6, at)).toBeUndefined();
    expect(nextTryAt(1, at, 200)?.getTime()).toBe(at.getTime() + 200);
  });
});
