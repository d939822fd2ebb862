// @vitest-environment node
import { writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import netlify from "../../netlify/functions/contact";
import { postgresFunction } from "../../server/functions/postgres-function";
import { d1Store } from "../../server/stores/d1-store";
import { openLocalD1, startPagesDev } from "../../support/local-d1";
import { freePort, tempDataDir } from "../../support/node-server";
import { dumpOf } from "../../support/postgres-dump";
import { type PostgresServer, startPostgres } from "../../support/postgres-server";
import { provenField } from "../../support/proof";
import { EVENTUALLY, form, inboxJson, newSender, storedJson, todaysStats } from "./harness";
import { type RunningFunction, serveLikeVercel } from "./vercel-like";
import { startWebhookReceiver } from "./webhook-receiver";

const SECRET = "the-webhook-secret-of-the-test";
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;

/** The build beside the functions: its page list names the pages a view may be counted on. */
const siteDir = tempDataDir();
writeFileSync(path.join(siteDir, "page-list.json"), JSON.stringify(["/", "/project/1"]));

/** Netlify's CDN for the test: the build's page list on the site's origin, beside the function. */
let netlifySite: { url: string; server: Server };
async function serveSite() {
  const port = await freePort();
  const server = createServer((request, response) => {
    const found = request.url === "/page-list.json";
    response.writeHead(found ? 200 : 404, { "Content-Type": "application/json" });
    response.end(found ? JSON.stringify(["/", "/project/1"]) : "{}");
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${port}`, server };
}

let postgres: PostgresServer;
let databaseUrl: string;
let vercel: RunningFunction;

beforeAll(async () => {
  postgres = await startPostgres();
  databaseUrl = await postgres.createDatabase();
  // As the deploy guides say: migrate once with the function's DATABASE_URL.
  const { execFileSync } = await import("node:child_process");
  execFileSync(process.execPath, ["--import", "tsx", "server/db-migrate.ts"], {
    env: { ...process.env, DATABASE_URL: databaseUrl },
  });
  // The functions read their settings from the environment the platform gives them.
  receiver = await startWebhookReceiver(SECRET);
  // The time trap is off: these calls come at a machine's pace (tests/e2e/bots.spec.ts has it on).
  const env = {
    DATABASE_URL: databaseUrl,
    NOTIFY_WEBHOOK_URL: receiver.url,
    NOTIFY_WEBHOOK_SECRET: SECRET,
    SPAM_MIN_SECONDS: "0",
  };
  vercel = await serveLikeVercel("api/contact.ts", env, siteDir);
  netlifySite = await serveSite();
  Object.assign(process.env, env);
}, 60_000);
afterAll(async () => {
  for (const name of ["DATABASE_URL", "NOTIFY_WEBHOOK_URL", "NOTIFY_WEBHOOK_SECRET"])
    delete process.env[name];
  vercel?.stop();
  netlifySite?.server.close();
  await receiver?.close();
  postgres?.destroy();
});

const request = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
  new Request("https://jane.example/api/contact", {
    method: "POST",
    headers: { Accept: "application/json", ...headers },
    body: form(fields),
  });

/** What `npm run stats -- --json` counted today, with these arguments and DATABASE_URL. */
const todaysViews = async (args: string[] = []) =>
  (await todaysStats(args, args.length ? {} : { DATABASE_URL: databaseUrl })).days[0]?.views;

const VISITOR_AGENT = "Mozilla/5.0 (entry test)";

/** A page view as the site's script reports it. */
const pageView = (url: string, headers: Record<string, string> = {}) =>
  new Request(url, {
    method: "POST",
    headers: {
      "Content-Type": "text/plain;charset=UTF-8",
      "User-Agent": VISITOR_AGENT,
      ...headers,
    },
    body: JSON.stringify({ path: "/project/1", referrer: "news.example", device: "phone" }),
  });

const stored = async () =>
  (await inboxJson("", [], { DATABASE_URL: databaseUrl })).map((message) => message.message);

// Each platform calls its entry with a Request, with a real PostgreSQL behind it. Vercel's entry is
// compiled and run as Vercel runs it (each file to its own ES module, in Node); it gets the address
// in x-real-ip. Netlify bundles its function (as the test runner does) and passes context.ip.
type Call = (request: Request, address: string) => Promise<Response>;
const entries: Array<[string, Call]> = [
  [
    "Vercel (api/contact.ts)",
    async (req, address) => {
      const headers = new Headers(req.headers);
      headers.set("x-real-ip", address);
      const body = req.method === "GET" ? undefined : await req.arrayBuffer();
      return fetch(`${vercel.url}${new URL(req.url).pathname}`, { method: req.method, headers, body });
    },
  ],
  [
    "Netlify (netlify/functions/contact.ts)",
    async (req, address) => {
      // Netlify calls the function with the site's own address, where the build is served.
      const body = req.method === "GET" ? undefined : await req.arrayBuffer();
      const onSite = new Request(`${netlifySite.url}${new URL(req.url).pathname}`, {
        method: req.method,
        headers: req.headers,
        body,
      });
      return netlify(onSite, { ip: address });
    },
  ],
];

/** A form body with a proof of work from the same function. */
const proven = async (call: Call, fields: Record<string, string>) => ({
  ...fields,
  altcha: await provenField("https://jane.example", (url) => call(new Request(url), newSender())),
});

describe.each(entries)("the %s entry", (name, call) => {
  it("stores a real form submission and answers 200", async () => {
    const message = `sent through ${name}`;
    const fields = await proven(call, { name: "Grace", email: "grace@example.com", message });
    const response = await call(request(fields), newSender());
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      ok: true,
      next: "/#contact",
    });
    expect(await stored()).toContain(message);
    // After the answer (the platform's waitUntil), the owner's webhook hears of it, signed.
    await expect
      .poll(() => receiver.accepted.some((delivery) => delivery.body.message === message), EVENTUALLY)
      .toBe(true);
    expect(receiver.accepted.find((delivery) => delivery.body.message === message)?.signatureValid).toBe(
      true,
    );
  });

  it("refuses a submission missing a field with 422 and stores nothing", async () => {
    const message = `incomplete through ${name}`;
    const response = await call(request(await proven(call, { name: "Grace", message })), newSender());
    expect(response.status).toBe(422);
    expect((await response.json()).errors).toEqual([
      { field: "email", code: "REQUIRED_FIELD_MISSING", message: expect.any(String) },
    ]);
    expect(await stored()).not.toContain(message);
  });

  it("counts a page view in PostgreSQL, with no cookie, keeping neither address nor user agent", async () => {
    const before = (await todaysViews()) ?? 0;
    const address = newSender();
    const response = await call(pageView("https://jane.example/api/visit"), address);
    expect(response.status).toBe(204);
    expect(response.headers.get("Set-Cookie")).toBeNull();
    expect(await todaysViews()).toBe(before + 1);
    const dump = await dumpOf(databaseUrl);
    expect(dump).toContain("/project/1");
    expect(dump).not.toContain(address);
    expect(dump).not.toContain(VISITOR_AGENT);
  });

  it("counts only the pages the build lists, whatever has a page's shape", async () => {
    const before = (await todaysViews()) ?? 0;
    const view = new Request("https://jane.example/api/visit", {
      method: "POST",
      headers: { "Content-Type": "text/plain;charset=UTF-8", "User-Agent": VISITOR_AGENT },
      body: JSON.stringify({ path: "/project/999999", device: "phone" }),
    });
    const response = await call(view, newSender());
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ error: "/project/999999 is not a page of this site" });
    expect(await todaysViews()).toBe(before);
  });

  it("counts the platform's address for the rate limit, whatever X-Forwarded-For says", async () => {
    const address = newSender();
    const statuses: number[] = [];
    for (let index = 0; index < 6; index++) {
      const spoofed = { "X-Forwarded-For": `203.0.113.${index}` };
      const response = await call(
        request(
          await proven(call, { name: "Flood", email: "f@example.com", message: `flood ${index}` }),
          spoofed,
        ),
        address,
      );
      statuses.push(response.status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

describe("a function without DATABASE_URL", () => {
  it("answers 503 with a reason instead of claiming the message was kept", async () => {
    const handler = postgresFunction({}, () => "192.0.2.1");
    const response = await handler.fetch(request({ name: "A", email: "a@example.com", message: "lost?" }));
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ error: expect.stringContaining("not set up") });
  });
});

describe("the Cloudflare Pages Function", () => {
  it("sends the webhook notice after answering, tries a failed one again with the next request, counts views", async () => {
    const flaky = await startWebhookReceiver(SECRET, ["500"]);
    const pages = await startPagesDev({
      staticDir: siteDir,
      env: {
        NOTIFY_WEBHOOK_URL: flaky.url,
        NOTIFY_WEBHOOK_SECRET: SECRET,
        NOTIFY_RETRY_MS: "100",
        SPAM_MIN_SECONDS: "0",
      },
    });
    const send = async (message: string) =>
      fetch(`${pages.url}/api/contact`, {
        method: "POST",
        headers: { "CF-Connecting-IP": newSender() },
        body: form({
          name: "Grace",
          email: "grace@example.com",
          message,
          altcha: await provenField(pages.url),
        }),
      });
    // Read through Miniflare's binding to the same D1: polling `npm run inbox -- --d1` would
    // start wrangler for every look.
    const local = await openLocalD1(pages.persistTo);
    const notices = async () =>
      (await storedJson(d1Store(local.db))).map(
        (message) => (message.notices as Array<{ state: string }>)[0]?.state,
      );
    try {
      expect((await send("first through Cloudflare")).status).toBe(200);
      await expect.poll(() => flaky.refused.length, EVENTUALLY).toBe(1);
      await expect.poll(async () => (await notices()).join(), EVENTUALLY).toBe("waiting");
      // Pages has no schedule: the next request is what tries the waiting notice again.
      expect((await send("second through Cloudflare")).status).toBe(200);
      await expect.poll(() => flaky.accepted.length, EVENTUALLY).toBe(2);
      expect(flaky.accepted.map((delivery) => delivery.body.message).sort()).toEqual([
        "first through Cloudflare",
        "second through Cloudflare",
      ]);
      expect(flaky.accepted.every((delivery) => delivery.signatureValid)).toBe(true);
      await expect.poll(async () => (await notices()).join(), EVENTUALLY).toBe("sent,sent");
      // The same function counts page views, in D1.
      const view = await fetch(pageView(`${pages.url}/api/visit`, { "CF-Connecting-IP": newSender() }));
      expect(view.status).toBe(204);
      expect(await todaysViews(["--d1", "--persist-to", pages.persistTo])).toBe(1);
    } finally {
      await local.dispose();
      await pages.stop();
      await flaky.close();
    }
  }, 60_000);
});
