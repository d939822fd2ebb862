// @vitest-environment node
import { afterEach, describe, expect, it } from "vitest";
import { freePort, startServer } from "../../support/node-server";
import { EVENTUALLY, form, inboxJson, newSender } from "./harness";
import { startSmtp } from "./smtp-receiver";
import { startWebhookReceiver } from "./webhook-receiver";

let cleanup: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  for (const step of cleanup.reverse()) await step();
  cleanup = [];
});

/** These tests are about notices: the spam layers are off, so the messages come straight in. */
const NO_SPAM_LAYERS = { SPAM_PROOF: "off", SPAM_MAX_LINKS: "off" };

const send = (url: string, message: string) =>
  fetch(`${url}/api/contact`, {
    method: "POST",
    headers: { "X-Forwarded-For": newSender() },
    body: form({ name: "Grace Hopper", email: "grace@example.com", message }),
  });

type Notices = Array<{ channel: string; state: string; lastError: string | null }>;

describe("notices to the owner", () => {
  it("a notice the mail server refuses for good fails on its own: the next messages are still e-mailed", async () => {
    const smtp = await startSmtp({ refuse: "spam word" });
    cleanup.push(smtp.close);
    const server = await startServer({
      ...NO_SPAM_LAYERS,
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      NOTIFY_TO: "owner@example.com",
      NOTIFY_RETRY_MS: "200",
    });
    cleanup.push(() => server.stop());

    for (const text of ["a message with a spam word", "second message", "third message"]) {
      expect((await send(server.url, text)).status).toBe(200);
    }
    await expect.poll(() => smtp.received.length, EVENTUALLY).toBe(2);
    expect(smtp.received.map((mail) => mail.to)).toEqual(["owner@example.com", "owner@example.com"]);
    expect(smtp.received.map((mail) => mail.body).join()).toContain("second message");
    expect(smtp.received.map((mail) => mail.body).join()).toContain("third message");

    const byText = async () =>
      Object.fromEntries(
        (await inboxJson(server.dataDir)).map((message) => [message.message, message.notices as Notices]),
      );
    await expect.poll(async () => (await byText())["third message"]?.[0]?.state, EVENTUALLY).toBe("sent");
    const notices = await byText();
    expect(notices["a message with a spam word"]).toEqual([
      expect.objectContaining({
        channel: "email",
        state: "failed",
        lastError: expect.stringContaining("554"),
      }),
    ]);
    expect(notices["second message"]).toEqual([expect.objectContaining({ channel: "email", state: "sent" })]);
    expect(server.output().match(/failed for good/g)).toHaveLength(1);
  });

  it("keeps a message whose notice cannot go out yet, and sends it once the mail server is back", async () => {
    const port = await freePort(); // nothing listens here yet
    const server = await startServer({
      ...NO_SPAM_LAYERS,
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      NOTIFY_TO: "owner@example.com",
      NOTIFY_RETRY_MS: "300",
    });
    cleanup.push(() => server.stop());
    expect((await send(server.url, "Found a bug in your form.")).status).toBe(200);
    await expect.poll(() => server.output().includes("trying again"), EVENTUALLY).toBe(true);
    const [stored] = await inboxJson(server.dataDir);
    expect(stored?.notices).toEqual([
      expect.objectContaining({ state: "waiting", lastError: expect.any(String) }),
    ]);

    const smtp = await startSmtp({ port });
    cleanup.push(smtp.close);
    await expect.poll(() => smtp.received.length > 0, EVENTUALLY).toBe(true);
    expect(smtp.received[0]?.body).toContain("Found a bug in your form.");
  });

  it("signs each webhook notice and delivers every message exactly once through a 500 and a dropped connection", async () => {
    const secret = "a-shared-secret-for-the-test";
    const receiver = await startWebhookReceiver(secret, ["500", "cut"]);
    cleanup.push(receiver.close);
    const server = await startServer({
      ...NO_SPAM_LAYERS,
      NOTIFY_WEBHOOK_URL: receiver.url,
      NOTIFY_WEBHOOK_SECRET: secret,
      NOTIFY_RETRY_MS: "200",
    });
    cleanup.push(() => server.stop());

    const texts = ["first webhook", "second webhook", "third webhook"];
    for (const text of texts) expect((await send(server.url, text)).status).toBe(200);
    await expect.poll(() => receiver.accepted.length, EVENTUALLY).toBe(3);
    // No late duplicates either: the retry schedule's own timing (NOTIFY_RETRY_MS 200, doubling)
    // is what is tested, and its next tries would all have come within 1.5 s.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(receiver.refused).toEqual(["500", "cut"]);
    expect(receiver.accepted.every((delivery) => delivery.signatureValid)).toBe(true);
    expect(receiver.accepted.map((delivery) => delivery.body.message).sort()).toEqual([...texts].sort());
    expect(new Set(receiver.accepted.map((delivery) => delivery.id)).size).toBe(3);
    expect(Object.keys(receiver.accepted[0]?.body ?? {}).sort()).toEqual([
      "email",
      "id",
      "language",
      "message",
      "name",
      "receivedAt",
    ]);
    const stored = await inboxJson(server.dataDir);
    expect(stored.map((message) => (message.notices as Notices)[0]?.state)).toEqual(["sent", "sent", "sent"]);
  });
});
