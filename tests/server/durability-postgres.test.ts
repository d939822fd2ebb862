// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCollector } from "../../server/collector/collector";
import { saltInMemory } from "../../server/http/day-salt";
import { migratePostgres } from "../../server/stores/migrations";
import { PostgresStore } from "../../server/stores/postgres-store";
import { startServer } from "../../support/node-server";
import { type PostgresServer, startPostgres } from "../../support/postgres-server";
import { form, inboxJson } from "./harness";
import { isJsonRefusal, sendLoad } from "./load";

let postgres: PostgresServer;
beforeAll(async () => {
  postgres = await startPostgres();
});
afterAll(() => postgres?.destroy());

/** Load tests measure the store, not the spam layers: no proof of work to solve per request. */
const LOAD_TEST = { SPAM_PROOF: "off" };

const storedTexts = async (databaseUrl: string) =>
  new Set((await inboxJson("", [], { DATABASE_URL: databaseUrl })).map((message) => String(message.message)));

describe("durability with PostgreSQL", () => {
  it("keeps every message that got a 200 when the Node server is killed with SIGKILL mid-load", async () => {
    const databaseUrl = await postgres.createDatabase();
    const server = await startServer({ DATABASE_URL: databaseUrl, ...LOAD_TEST });
    let killed = false;
    const load = await sendLoad(() => server.url, {
      workers: 8,
      label: "killed server",
      stop: (state) => {
        if (!killed && state.accepted.length >= 80) {
          killed = true;
          server.process.kill("SIGKILL");
        }
        return killed && state.failed > 0;
      },
    });
    await server.stop();
    expect(killed).toBe(true);
    expect(load.failed).toBeGreaterThan(0); // requests really were in flight when it died
    expect(load.refused.filter((answer) => !isJsonRefusal(answer))).toEqual([]);

    const stored = await storedTexts(databaseUrl);
    expect(load.accepted.filter((message) => !stored.has(message))).toEqual([]);
  });

  it("keeps every message that got a 200 when PostgreSQL stops in immediate mode mid-load, and answers the rest with a JSON 5xx", async () => {
    const databaseUrl = await postgres.createDatabase();
    const server = await startServer({ DATABASE_URL: databaseUrl, ...LOAD_TEST });
    try {
      let phase: "before" | "down" | "after" = "before";
      let acceptedBefore = 0;
      const load = await sendLoad(() => server.url, {
        workers: 8,
        label: "database crash",
        stop: (state) => {
          if (phase === "before" && state.accepted.length >= 60) {
            phase = "down";
            acceptedBefore = state.accepted.length;
            postgres.stop("immediate"); // a crash: no checkpoint, recovered from WAL at the next start
          } else if (phase === "down" && state.refused.length >= 40) {
            phase = "after";
            postgres.start();
          }
          return phase === "after" && state.accepted.length >= acceptedBefore + 60;
        },
      });
      expect(phase).toBe("after");
      expect(load.failed).toBe(0); // the server itself never went away
      expect(load.refused.length).toBeGreaterThanOrEqual(40);
      expect(load.refused.filter((answer) => !isJsonRefusal(answer))).toEqual([]);
      expect(load.refused.every((answer) => answer.status >= 500)).toBe(true);

      const stored = await storedTexts(databaseUrl);
      expect(load.accepted.filter((message) => !stored.has(message))).toEqual([]);
    } finally {
      await server.stop();
    }
  });

  it("answers a write the database does not acknowledge in time with a JSON 503, never a 200", async () => {
    const store = new PostgresStore(await postgres.createDatabase());
    await migratePostgres(store);
    const blocker = await store.pool.connect();
    try {
      await blocker.query("BEGIN");
      await blocker.query("LOCK TABLE messages IN ACCESS EXCLUSIVE MODE");
      const collector = createCollector({
        store,
        daySalt: saltInMemory(),
        spam: { proof: false, difficulty: 1, minSeconds: 0 },
        senderAddress: () => "192.0.2.9",
        storeDeadlineMs: 500,
        log: () => {},
      });
      const response = await collector.fetch(
        new Request("http://localhost/api/contact", {
          method: "POST",
          body: form({ name: "Patient", email: "p@example.com", message: "held up by a lock" }),
        }),
      );
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({ error: expect.any(String) });
    } finally {
      await blocker.query("ROLLBACK");
      blocker.release();
      await store.close();
    }
  });
});
