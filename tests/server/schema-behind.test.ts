// @vitest-environment node
// An update deployed before its migration ran: the store's tables lack the release's column. The
// collector refuses with 503 (never a 200) and its log says the command that fixes it.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, describe, expect, it } from "vitest";
import { createCollector } from "../../server/collector/collector";
import { saltInMemory } from "../../server/http/day-salt";
import type { MessageStore } from "../../server/stores/message-store";
import { migratePostgres } from "../../server/stores/migrations";
import { PostgresStore } from "../../server/stores/postgres-store";
import { openSqliteStore } from "../../server/stores/sqlite-store";
import { startPostgres } from "../../support/postgres-server";
import { form } from "./harness";

const work = mkdtempSync(path.join(tmpdir(), "schema-behind-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

async function sendTo(store: MessageStore) {
  const logged: string[] = [];
  const collector = createCollector({
    store,
    daySalt: saltInMemory(),
    spam: { proof: false, difficulty: 1, minSeconds: 0 },
    senderAddress: () => "192.0.2.10",
    log: (...details) => logged.push(details.map(String).join(" ")),
  });
  const response = await collector.fetch(
    new Request("http://localhost/api/contact", {
      method: "POST",
      body: form({
        name: "Early",
        email: "e@example.com",
        message: "sent before the migration",
        language: "de",
      }),
    }),
  );
  return { status: response.status, logged: logged.join("\n") };
}

describe("a store whose tables are older than the code", () => {
  it("SQLite (and D1, which words it alike): 503, and the log names npm run db:migrate", async () => {
    const dir = path.join(work, "sqlite");
    const store = openSqliteStore(dir);
    const raw = new Database(path.join(dir, "messages.db"));
    raw.exec("ALTER TABLE messages DROP COLUMN language");
    raw.close();
    const { status, logged } = await sendTo(store);
    await store.close();
    expect(status).toBe(503);
    expect(logged).toContain("run `npm run db:migrate`");
  });

  it("PostgreSQL: 503, and the log names npm run db:migrate", async () => {
    const postgres = await startPostgres();
    try {
      const store = new PostgresStore(await postgres.createDatabase());
      await migratePostgres(store);
      await store.pool.query("ALTER TABLE messages DROP COLUMN language");
      const { status, logged } = await sendTo(store);
      await store.close();
      expect(status).toBe(503);
      expect(logged).toContain("run `npm run db:migrate`");
    } finally {
      await postgres.destroy();
    }
  });
});
