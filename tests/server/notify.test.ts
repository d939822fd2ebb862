// @vitest-environment node
import { SMTPServer } from "smtp-server";
import { afterEach, describe, expect, it } from "vitest";
import { freePort, startServer } from "../../support/node-server";
import { form, newSender, runInbox } from "./harness";

type Received = { to: string; body: string };

/** A local SMTP server that refuses mail until `accepting` is set. */
async function startSmtp() {
  const port = await freePort();
  const state = { accepting: false, received: [] as Received[] };
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, session, callback) {
      let body = "";
      stream.on("data", (chunk) => {
        body += chunk;
      });
      stream.on("end", () => {
        if (!state.accepting) return callback(new Error("mailbox unavailable, try later"));
        state.received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address).join(","), body });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(port, "127.0.0.1", resolve));
  return { port, state, close: () => new Promise<void>((resolve) => smtp.close(() => resolve())) };
}

const waitFor = async (check: () => Promise<boolean> | boolean, timeoutMs = 15_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("timed out waiting");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

let cleanup: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  for (const step of cleanup.reverse()) await step();
  cleanup = [];
});

describe("e-mail notice to the owner", () => {
  it("keeps the message when the notice fails, marks it not yet notified, and retries", async () => {
    const smtp = await startSmtp();
    cleanup.push(smtp.close);
    const server = await startServer({
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      NOTIFY_TO: "owner@example.com",
      NOTIFY_RETRY_MS: "300",
    });
    cleanup.push(() => server.stop());

    const response = await fetch(`${server.url}/api/contact`, {
      method: "POST",
      headers: { "X-Forwarded-For": newSender() },
      body: form({ name: "Grace Hopper", email: "grace@example.com", message: "Found a bug in your form." }),
    });
    expect(response.status).toBe(200);

    const stored = async () =>
      (JSON.parse(await runInbox(server.dataDir, ["--json"])) as Array<{ notifiedAt: string | null }>)[0];
    await waitFor(() => server.output().includes("will retry"));
    expect((await stored())?.notifiedAt).toBeNull();

    smtp.state.accepting = true;
    await waitFor(() => smtp.state.received.length > 0);
    expect(smtp.state.received[0]?.to).toBe("owner@example.com");
    expect(smtp.state.received[0]?.body).toContain("Found a bug in your form.");
    await waitFor(async () => (await stored())?.notifiedAt !== null);
  });
});
