// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, startServer } from "../../support/node-server";
import { provenField } from "../../support/proof";
import { EVENTUALLY, form, inboxJson, newSender, runInbox } from "./harness";
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
    expect(
      (await inboxJson(server.dataDir)).some((message) => message.message === "a bot's quick message"),
    ).toBe(false);
    const spam = (await inboxJson(server.dataDir, ["--spam"])).find(
      (message) => message.message === "a bot's quick message",
    );
    // Its notice is held, not waiting: nothing will send it until the owner says it is no spam.
    expect(spam).toMatchObject({
      spamReason: expect.stringMatching(/^sent \d\.\d s after the form was opened$/),
      notices: [expect.objectContaining({ channel: "webhook", state: "held" })],
    });
    expect(delivered("a bot's quick message")).toBe(false);
  });

  it("lets a message through when a person's pace has passed, and notifies of it", async () => {
    const altcha = await provenField(server.url);
    // The time trap's own 3 s is what is tested: the test waits it out.
    await sleep(3_100);
    expect((await send("written at a person's pace", altcha)).status).toBe(200);
    expect((await inboxJson(server.dataDir)).map((message) => message.message)).toContain(
      "written at a person's pace",
    );
    await expect.poll(() => delivered("written at a person's pace"), EVENTUALLY).toBe(true);
  });

  it("--not-spam moves a message back, and its notice goes out then", async () => {
    // A spam message of its own, sent as quickly as a bot would.
    expect((await send("quick, but a person's", await provenField(server.url))).status).toBe(200);
    const spam = (await inboxJson(server.dataDir, ["--spam"])).find(
      (message) => message.message === "quick, but a person's",
    );
    expect(await runInbox(server.dataDir, ["--not-spam", String(spam?.id)])).toContain(
      "Moved 1 message(s) out of spam",
    );
    expect((await inboxJson(server.dataDir)).map((message) => message.message)).toContain(
      "quick, but a person's",
    );
    await expect.poll(() => delivered("quick, but a person's"), EVENTUALLY).toBe(true);
    expect(
      (await inboxJson(server.dataDir, ["--spam"])).some(
        (message) => message.message === "quick, but a person's",
      ),
    ).toBe(false);
  });
});
