// @vitest-environment node
import { describe, expect, it } from "vitest";
import { form, newSender, runInbox, startServer } from "./harness";

const WORKERS = 8;
const KILL_AFTER_ACCEPTED = 80;
const MAX_REQUESTS = 2_000;

describe("durability", () => {
  it("keeps every message that got a 200 when the server is killed with SIGKILL mid-load", async () => {
    const first = await startServer();
    const accepted: string[] = [];
    let sent = 0;
    let failed = 0;
    let killed = false;

    // Concurrent senders keep the server busy until it dies (bounded in count).
    const worker = async () => {
      while (sent < MAX_REQUESTS && !(killed && failed > 0)) {
        const message = `durable message ${sent++}`;
        try {
          const response = await fetch(`${first.url}/api/contact`, {
            method: "POST",
            headers: { Accept: "application/json", "X-Forwarded-For": newSender() },
            body: form({ name: "Load tester", email: "load@example.com", message }),
          });
          if (response.status === 200) accepted.push(message);
          if (accepted.length >= KILL_AFTER_ACCEPTED && !killed) {
            killed = true;
            first.process.kill("SIGKILL");
          }
        } catch {
          failed += 1; // the connection died with the server: not accepted, nothing owed
          if (killed) return;
        }
      }
    };
    await Promise.all(Array.from({ length: WORKERS }, worker));
    await first.stop();
    expect(killed).toBe(true);
    expect(failed).toBeGreaterThan(0); // requests really were in flight when it died

    const second = await startServer({}, first.dataDir);
    try {
      const stored = JSON.parse(await runInbox(second.dataDir, ["--json"])) as Array<{ message: string }>;
      const texts = new Set(stored.map((message) => message.message));
      const lost = accepted.filter((message) => !texts.has(message));
      expect(lost).toEqual([]);
    } finally {
      await second.stop();
    }
  });

  it("shuts down cleanly on SIGTERM, closing the database", async () => {
    const server = await startServer();
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
