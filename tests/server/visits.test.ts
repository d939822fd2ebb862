// @vitest-environment node
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readCollectorSettings } from "../../server/settings/settings";
import { openSqliteStore } from "../../server/stores/sqlite-store";
import { collectorUpkeep } from "../../server/upkeep/upkeep";
import { VISITS_PER_MINUTE } from "../../server/visits/count-visits";
import { type RunningServer, startServer, tempDataDir } from "../../support/node-server";
import { form, newSender, todaysStats } from "./harness";

const BROWSER =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/141.0 Safari/537.36";
const PHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148";

/** A build with the home page and project 2's, as the server would serve it. */
function clientDir() {
  const dir = tempDataDir();
  for (const page of ["index.html", "project/2/index.html", "404.html"]) {
    mkdirSync(path.dirname(path.join(dir, page)), { recursive: true });
    writeFileSync(path.join(dir, page), "<!doctype html><title>page</title>");
  }
  writeFileSync(path.join(dir, "favicon.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
  return dir;
}

let server: RunningServer;
const responses: Response[] = [];
beforeAll(async () => {
  server = await startServer({ CLIENT_DIR: clientDir(), SPAM_PROOF: "off" });
});
afterAll(() => server.stop());

/** Reports a page view as the site's script does: a text/plain body (sendBeacon's). */
/** Every address a view came from, none of which the store may keep. */
const senders = new Set<string>();
async function visit(body: unknown, { from = "203.0.113.1", agent = BROWSER, headers = {} } = {}) {
  senders.add(from);
  const response = await fetch(`${server.url}/api/visit`, {
    method: "POST",
    headers: {
      "Content-Type": "text/plain;charset=UTF-8",
      "X-Forwarded-For": from,
      "User-Agent": agent,
      ...headers,
    },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
  responses.push(response);
  return response;
}

const stats = (dataDir: string) => todaysStats([], { DATA_DIR: dataDir });

describe("counting page views on the Node server", () => {
  it("counts each page's views and the day's visitors, the entries' referrers and the devices", async () => {
    const a = newSender();
    const b = newSender();
    const sent = [
      await visit({ path: "/", referrer: "news.example", device: "phone" }, { from: a, agent: PHONE }),
      await visit({ path: "/project/2", device: "phone" }, { from: a, agent: PHONE }),
      await visit({ path: "/project/2/", device: "phone" }, { from: a, agent: PHONE }),
      await visit({ path: "/", referrer: "", device: "desktop" }, { from: b }),
      // The site itself as referrer is a visit from within: shown as direct.
      await visit({ path: "/project/2", referrer: "127.0.0.1", device: "tablet" }, { from: b, agent: PHONE }),
    ];
    expect(sent.map((response) => response.status)).toEqual([204, 204, 204, 204, 204]);

    const report = await stats(server.dataDir);
    expect(report.days).toEqual([{ date: report.to, views: 5, visitors: 3 }]);
    expect(report.pages).toEqual([
      { path: "/project/2", views: 3, visitors: 2 },
      { path: "/", views: 2, visitors: 2 },
    ]);
    expect(report.referrers).toEqual([
      { host: null, views: 2 },
      { host: "news.example", views: 1 },
    ]);
    expect(report.devices).toEqual({ phone: 3, tablet: 1, desktop: 1 });
  });

  it("counts nothing for a visitor asking not to be tracked (DNT, GPC) or for a crawler, and says 204", async () => {
    const before = await stats(server.dataDir);
    const page = { path: "/", device: "desktop" };
    const asked = [
      await visit(page, { headers: { DNT: "1" } }),
      await visit(page, { headers: { "Sec-GPC": "1" } }),
      await visit(page, {
        agent: "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
      }),
      await visit(page, { agent: "curl/8.5.0" }),
      // Every browser names itself: a request that does not is no reader.
      await visit(page, { agent: "" }),
    ];
    expect(asked.map((response) => response.status)).toEqual([204, 204, 204, 204, 204]);
    expect(await stats(server.dataDir)).toEqual(before);
  });

  it("answers what is not a page view with a clear 4xx and stores nothing", async () => {
    const before = await stats(server.dataDir);
    const refused = {
      notJson: await visit("path=/"),
      array: await visit([{ path: "/" }]),
      unknownField: await visit({ path: "/", device: "phone", userAgent: "x" }),
      notAPage: await visit({ path: "/no/such/page", device: "phone" }),
      unknownProject: await visit({ path: "/project/99", device: "phone" }),
      aFile: await visit({ path: "/favicon.svg", device: "phone" }),
      theFallback: await visit({ path: "/404.html", device: "phone" }),
      withQuery: await visit({ path: "/?utm_source=x", device: "phone" }),
      longPath: await visit({ path: `/${"a".repeat(300)}`, device: "phone" }),
      referrerUrl: await visit({ path: "/", referrer: "https://news.example/a", device: "phone" }),
      referrerControl: await visit({ path: "/", referrer: "evil\u001b[2J.example", device: "phone" }),
      device: await visit({ path: "/", device: "watch" }),
      oversized: await visit({ path: "/", device: "phone", padding: "x".repeat(4096) }),
    };
    const statuses = Object.fromEntries(
      Object.entries(refused).map(([name, response]) => [name, response.status]),
    );
    expect(statuses).toEqual({
      notJson: 400,
      array: 400,
      unknownField: 422,
      notAPage: 422,
      unknownProject: 422,
      aFile: 422,
      theFallback: 422,
      withQuery: 422,
      longPath: 422,
      referrerUrl: 422,
      referrerControl: 422,
      device: 422,
      oversized: 413,
    });
    for (const response of Object.values(refused)) {
      expect(response.headers.get("Content-Type")).toMatch(/^application\/json/);
      expect(((await response.json()) as { error: string }).error).toBeTruthy();
    }
    expect((await fetch(`${server.url}/api/visit`)).status).toBe(405);
    expect(await stats(server.dataDir)).toEqual(before);
  });

  it(`limits one address to ${VISITS_PER_MINUTE} views a minute, apart from its contact messages`, async () => {
    const from = newSender();
    const statuses: number[] = [];
    // Twice the limit and one: however the minutes fall, one of them holds more than the limit.
    for (let index = 0; index <= 2 * VISITS_PER_MINUTE; index++) {
      const response = await visit({ path: "/", device: "desktop" }, { from });
      statuses.push(response.status);
      if (response.status === 429) {
        expect(Number(response.headers.get("Retry-After"))).toBeGreaterThan(0);
        break;
      }
    }
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.filter((status) => status === 204).length).toBeGreaterThanOrEqual(VISITS_PER_MINUTE);
    const message = await fetch(`${server.url}/api/contact`, {
      method: "POST",
      headers: { "X-Forwarded-For": from, Accept: "application/json" },
      body: form({ name: "Reader", email: "r@example.com", message: "Counting did not stop me." }),
    });
    expect(message.status).toBe(200);
    expect((await visit({ path: "/", device: "desktop" }, { from: newSender() })).status).toBe(204);
  });

  it("limits an IPv6 network (its /64) as one address, whichever of its addresses a view comes from", async () => {
    const statuses: number[] = [];
    for (let index = 1; index <= VISITS_PER_MINUTE + 1; index++)
      statuses.push(
        (await visit({ path: "/", device: "desktop" }, { from: `2001:db8:61:1::${index.toString(16)}` }))
          .status,
      );
    expect(statuses.filter((status) => status === 204).length).toBe(VISITS_PER_MINUTE);
    expect(statuses.at(-1)).toBe(429);
    expect((await visit({ path: "/", device: "desktop" }, { from: "2001:db8:61:2::1" })).status).toBe(204);
  });

  it("tells a page of another origin that it may not report views here", async () => {
    const response = await visit(
      { path: "/", device: "desktop" },
      { headers: { Origin: "https://elsewhere.example" } },
    );
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: "This origin may not report page views here" });
  });

  it("sets no cookie and keeps no address or user agent, in any table or in the database's files", async () => {
    expect(responses.length).toBeGreaterThan(0);
    for (const response of responses) expect(response.headers.get("Set-Cookie")).toBeNull();
    const db = new Database(path.join(server.dataDir, "messages.db"), { readonly: true });
    let stored = "";
    try {
      const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all();
      stored = (tables as Array<{ name: string }>)
        .map(({ name }) => JSON.stringify(db.prepare(`SELECT * FROM ${name}`).all()))
        .join("\n");
    } finally {
      db.close();
    }
    // The files themselves, the write-ahead log too: what a backup of the folder would hold.
    const files = readdirSync(server.dataDir)
      .map((file) => readFileSync(path.join(server.dataDir, file)).toString("latin1"))
      .join("\n");
    expect(stored).toContain("news.example");
    expect(files).toContain("news.example");
    for (const personal of [...senders, "Chrome/141.0", "iPhone OS 18_0", "Googlebot"]) {
      expect(stored).not.toContain(personal);
      expect(files).not.toContain(personal);
    }
  });
});

describe("the collector's upkeep", () => {
  it("erases yesterday's salt within the hour even when no view comes today", async () => {
    const store = openSqliteStore(tempDataDir());
    try {
      const now = new Date("2026-11-21T00:30:00.000Z");
      const yesterday = await store.visitSalt("2026-11-20");
      await collectorUpkeep(store, readCollectorSettings({})).tendVisits(now);
      // Asked for again, yesterday's salt is a new one: the old one is gone for good.
      expect(await store.visitSalt("2026-11-20")).not.toBe(yesterday);
    } finally {
      await store.close();
    }
  });
});
