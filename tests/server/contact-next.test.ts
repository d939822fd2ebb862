// @vitest-environment node
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import { createCollector } from "../../server/collector/collector";
import { saltInMemory } from "../../server/http/day-salt";
import { openSqliteStore } from "../../server/stores/sqlite-store";
import { form } from "./harness";

const work = mkdtempSync(path.join(tmpdir(), "contact-next-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

it("answers a stored message with where to go next as a path, whatever Host the request named", async () => {
  const store = openSqliteStore(work);
  const collector = createCollector({
    store,
    daySalt: saltInMemory(),
    spam: { proof: false, difficulty: 1, minSeconds: 0 },
    senderAddress: () => "192.0.2.11",
  });
  // The address a request arrives at is made from its Host header, which the sender writes.
  const response = await collector.fetch(
    new Request("http://phishing.example/api/contact", {
      method: "POST",
      body: form({ name: "Host", email: "h@example.com", message: "where do I go next?" }),
    }),
  );
  await store.close();
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({ ok: true, next: "/#contact" });
});
