// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, startServer } from "../../support/node-server";
import { form } from "./harness";

let server: RunningServer;
beforeAll(async () => {
  // The rate limit comes before every other layer; the proof of work is not what this is about.
  server = await startServer({ TRUST_PROXY: "1", SPAM_PROOF: "off" });
});
afterAll(() => server.stop());

describe("behind one trusted proxy that appends to X-Forwarded-For", () => {
  it("counts the address the proxy saw: six a minute get a 429 whatever the sender forges on the left", async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 6; index++) {
      const response = await fetch(`${server.url}/api/contact`, {
        method: "POST",
        headers: { "X-Forwarded-For": `203.0.113.${index + 1}, 192.0.2.50` },
        body: form({ name: "Flood", email: "f@example.com", message: `forged ${index}` }),
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});
