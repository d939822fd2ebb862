// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { D1Database } from "../../server/stores/d1-store";
import { d1Store } from "../../server/stores/d1-store";
import { migratedLocalD1, openLocalD1 } from "../../support/local-d1";
import { sqliteColumns, TABLES_SQL } from "./schema";
import { storeContract } from "./store-contract";

// D1 in wrangler's local mode (Miniflare's workerd), its tables made by `wrangler d1 migrations apply`.
let local: Awaited<ReturnType<typeof openLocalD1>>;
beforeAll(async () => {
  local = await openLocalD1(await migratedLocalD1());
}, 60_000);
afterAll(async () => {
  await local.dispose();
});

async function emptyTables(db: D1Database) {
  const tables = ["messages", "settings", "contact_attempts", "visit_salts", "visit_seen", "visit_windows"];
  const counts = ["visit_days", "visit_pages", "visit_referrers", "visit_devices"];
  for (const table of [...tables, ...counts]) {
    await db.prepare(`DELETE FROM ${table}`).bind().run();
  }
}

storeContract("D1", async () => {
  await emptyTables(local.db);
  return {
    store: d1Store(local.db),
    reopen: async () => d1Store(local.db),
    query: async (sql: string) => (await local.db.prepare(sql).bind().all<Record<string, unknown>>()).results,
  };
});

describe("D1 migrations", () => {
  it("make the same tables and columns as SQLite's", async () => {
    const tables = await local.db.prepare(TABLES_SQL).bind().all<{ name: string }>();
    const columns: string[] = [];
    for (const { name } of tables.results) {
      const info = await local.db.prepare(`PRAGMA table_info(${name})`).bind().all<{ name: string }>();
      columns.push(...info.results.map((column) => `${name}.${column.name}`));
    }
    expect(columns).toEqual(sqliteColumns());
  });
});

describe("the D1 these tests reach (support/local-d1.ts)", () => {
  it("is the Miniflare that wrangler pages dev runs, so its D1 is the one the function meets", async () => {
    const { readFileSync } = await import("node:fs");
    type Manifest = { version: string; dependencies: Record<string, string> };
    const manifest = (name: string) =>
      JSON.parse(readFileSync(`node_modules/${name}/package.json`, "utf8")) as Manifest;
    expect(manifest("miniflare").version).toBe(manifest("wrangler").dependencies.miniflare);
  });
});
