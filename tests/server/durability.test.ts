// @vitest-environment node
import { describe, expect, it } from "vitest";
import { startServer } from "../../support/node-server";
import { form, newSender, runInbox } from "./harness";
import { isJsonRefusal, sendLoad } from "./load";

describe("durability", () => {
  it("keeps every message that got a 200 when the server is killed with SIGKILL mid-load", async () => {
    // A load test of the store, not of the spam layers: no proof of work to solve per request.
    const first = await startServer({ SPAM_PROOF: "off" });
    let killed = false;
    const load = await sendLoad(() => first.url, {
      workers: 8,
      label: "durable message",
      stop: (state) => {
        if (!killed && state.accepted.length >= 80) {
          killed = true;
          first.process.kill("SIGKILL");
        }
        return killed && state.failed > 0;
      },
    });
    await first.stop();
    expect(killed).toBe(true);
    expect(load.failed).toBeGreaterThan(0); // requests really were in flight when it died
    expect(load.refused.filter((answer) => !isJsonRefusal(answer))).toEqual([]);

    const second = await startServer({}, first.dataDir);
    try {
      const stored = JSON.parse(await runInbox(second.dataDir, ["--json"])) as Array<{ message: string }>;
      const texts = new Set(stored.map((message) => message.message));
      expect(load.accepted.filter((message) => !texts.has(message))).toEqual([]);
    } finally {
      await second.stop();
    }
  });

  it("shuts down cleanly on SIGTERM, closing the database", async () => {
    const server = await startServer({ SPAM_PROOF: "off" });
    const response = await fetch(`${server.url}/api/contact`, {
      method: "POST",
      headers: { "X-Forwarded-For": newSender() },
      body: form({ name: "Last", email: "last@example.com", message: "before shutdown" }),
    });
    expect(response.status).toBe(200);
    expect(await server.stop("SIGTERM")).toBe(0);
    expect(server.output()).toContain("SIGTERM");
    const stored = JSON.parse(await runInbox(server.dataDir, ["--json"])) as Array<{ message: string }>;
    expect(stored.map((message) => message.message)).toContain("before shutdown");
  });
});
