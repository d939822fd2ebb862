// @vitest-environment node
import { describe, expect, it } from "vitest";
import { openSqliteStore } from "../../server/stores/sqlite-store";
import { startServer, tempDataDir } from "../../support/node-server";
import { EVENTUALLY, inboxJson } from "./harness";

const DAY_MS = 24 * 60 * 60_000;

describe("RETAIN_DAYS", () => {
  it("erases the messages older than that many days when the server starts, and keeps the rest", async () => {
    const dataDir = tempDataDir();
    const store = openSqliteStore(dataDir);
    const base = { email: "a@example.com", userAgent: "test", language: "en" };
    for (const [name, days] of [
      ["ancient", 400],
      ["old", 31],
      ["recent", 29],
      ["today", 0],
    ] as const) {
      await store.add(
        { ...base, name, message: `${days} days ago`, receivedAt: new Date(Date.now() - days * DAY_MS) },
        ["email"],
      );
    }
    await store.close();

    const server = await startServer({ RETAIN_DAYS: "30" }, dataDir);
    try {
      await expect
        .poll(async () => (await inboxJson(dataDir)).map((message) => message.name), EVENTUALLY)
        .toEqual(["today", "recent"]);
      expect(server.output()).toContain("Erased 2 message(s) older than 30 days");
    } finally {
      await server.stop();
    }
  });
});
