// @vitest-environment node
import { describe, expect, it } from "vitest";
import { createApp } from "../../server/app";
import { openSqliteStore } from "../../server/stores/sqlite-store";
import { startServer, tempDataDir, waitUntilReady } from "../../support/node-server";

describe("GET /api/health", () => {
  it("answers 503 while the server is getting ready, then 200", async () => {
    const store = openSqliteStore(tempDataDir());
    let ready = false;
    const app = createApp({ clientDir: tempDataDir(), store, isReady: () => ready });
    const starting = await app.request("/api/health");
    expect([starting.status, await starting.json()]).toEqual([503, { status: "starting" }]);
    ready = true;
    const done = await app.request("/api/health");
    expect([done.status, await done.json()]).toEqual([200, { status: "ready" }]);
    await store.close();
  });

  it("the real server says ready once it has compressed the build", async () => {
    const server = await startServer();
    try {
      await waitUntilReady(server.url, 30_000);
      const response = await fetch(`${server.url}/api/health`);
      expect(await response.json()).toEqual({ status: "ready" });
    } finally {
      await server.stop();
    }
  });
});
