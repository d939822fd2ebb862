// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, startServer } from "../../support/node-server";
import { provenField } from "../../support/proof";
import { form, inboxJson, newSender, runInbox } from "./harness";
import { startWebhookReceiver } from "./webhook-receiver";

const SECRET = "the-webhook-secret-of-the-test";
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
let server: RunningServer;

// Every spam layer as shipped (nothing switched off); the owner hears of messages by webhook.
beforeAll(async () => {
  receiver = await startWebhookReceiver(SECRET);
  server = await startServer({
    NOTIFY_WEBHOOK_URL: receiver.url,
    NOTIFY_WEBHOOK_SECRET: SECRET,
    NOTIFY_RETRY_MS: "200",
  });
});
afterAll(async () => {
  await server?.stop();
  await receiver?.close();
});

const send = (message: string, altcha: string) =>
  fetch(`${server.url}/api/contact`, {
    method: "POST",
    headers: { Accept: "application/json", "X-Forwarded-For": newSender() },
    body: form({ name: "Sender", email: "s@example.com", message, altcha }),
  });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const delivered = (message: string) =>
  receiver.accepted.some((delivery) => delivery.body.message === message);

describe("the time trap", () => {
  it("keeps a message sent moments after its challenge as spam: kept, listed by --spam, not notified", async () => {
    const response = await send("a bot's quick message", await provenField(server.url));
    expect(response.status).toBe(200);
    await sleep(1_000);
    expect(delivered("a bot's quick message")).toBe(false);
    expect(
      (await inboxJson(server.dataDir)).some((message) => message.message === "a bot's quick message"),
    ).toBe(false);
    const [spam] = await inboxJson(server.dataDir, ["--spam"]);
    expect(spam).toMatchObject({
      message: "a bot's quick message",
      spamReason: expect.stringMatching(/^sent \d\.\d s after the form was opened$/),
      notices: [expect.objectContaining({ channel: "webhook", state: "held" })],
    });
  });

  it("lets a message through when a person's pace has passed, and notifies of it", async () => {
    const altcha = await provenField(server.url);
    await sleep(3_100);
    expect((await send("written at a person's pace", altcha)).status).toBe(200);
    expect((await inboxJson(server.dataDir)).map((message) => message.message)).toContain(
      "written at a person's pace",
    );
    await waitFor(() => delivered("written at a person's pace"));
  });

  it("--not-spam moves a message back, and its notice goes out then", async () => {
    const [spam] = await inboxJson(server.dataDir, ["--spam"]);
    expect(await runInbox(server.dataDir, ["--not-spam", String(spam?.id)])).toContain(
      "Moved 1 message(s) out of spam",
    );
    expect((await inboxJson(server.dataDir)).map((message) => message.message)).toContain(
      "a bot's quick message",
    );
    await waitFor(() => delivered("a bot's quick message"));
    expect(await inboxJson(server.dataDir, ["--spam"])).toEqual([]);
  });
});

async function waitFor(check: () => boolean, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error("timed out waiting");
    await sleep(100);
  }
}
