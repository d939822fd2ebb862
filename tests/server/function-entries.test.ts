// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import netlify from "../../netlify/functions/contact";
import { postgresCollector } from "../../server/functions/postgres-collector";
import { type PostgresServer, startPostgres } from "../../support/postgres-server";
import { form, inboxJson, newSender } from "./harness";
import { type RunningFunction, serveLikeVercel } from "./vercel-like";

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
  vercel = await serveLikeVercel("api/contact.ts", { DATABASE_URL: databaseUrl });
  process.env.DATABASE_URL = databaseUrl;
}, 60_000);
afterAll(() => {
  delete process.env.DATABASE_URL;
  vercel?.stop();
  postgres?.destroy();
});

const request = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
  new Request("https://jane.example/api/contact", {
    method: "POST",
    headers: { Accept: "application/json", ...headers },
    body: form(fields),
  });

const stored = async () =>
  (await inboxJson("", [], { DATABASE_URL: databaseUrl })).map((message) => message.message);

// Each platform calls its entry with a Request, with a real PostgreSQL behind it. Vercel's entry is
// compiled and run as Vercel runs it (each file to its own ES module, in Node); it gets the address
// in x-real-ip. Netlify bundles its function (as the test runner does) and passes context.ip.
const entries: Array<[string, (request: Request, address: string) => Promise<Response>]> = [
  [
    "Vercel (api/contact.ts)",
    async (req, address) => {
      const headers = new Headers(req.headers);
      headers.set("x-real-ip", address);
      return fetch(`${vercel.url}/api/contact`, {
        method: req.method,
        headers,
        body: await req.arrayBuffer(),
      });
    },
  ],
  ["Netlify (netlify/functions/contact.ts)", async (req, address) => netlify(req, { ip: address })],
];

describe.each(entries)("the %s entry", (name, call) => {
  it("stores a real form submission and answers 200", async () => {
    const message = `sent through ${name}`;
    const response = await call(request({ name: "Grace", email: "grace@example.com", message }), newSender());
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      ok: true,
      next: expect.stringMatching(/^https?:\/\/[^/]+\/#contact$/),
    });
    expect(await stored()).toContain(message);
  });

  it("refuses a submission missing a field with 422 and stores nothing", async () => {
    const message = `incomplete through ${name}`;
    const response = await call(request({ name: "Grace", message }), newSender());
    expect(response.status).toBe(422);
    expect((await response.json()).errors).toEqual([
      { field: "email", code: "REQUIRED_FIELD_MISSING", message: expect.any(String) },
    ]);
    expect(await stored()).not.toContain(message);
  });

  it("counts the platform's address for the rate limit, whatever X-Forwarded-For says", async () => {
    const address = newSender();
    const statuses: number[] = [];
    for (let index = 0; index < 6; index++) {
      const spoofed = { "X-Forwarded-For": `203.0.113.${index}` };
      const response = await call(
        request({ name: "Flood", email: "f@example.com", message: `flood ${index}` }, spoofed),
        address,
      );
      statuses.push(response.status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

describe("a function without DATABASE_URL", () => {
  it("answers 503 with a reason instead of claiming the message was kept", async () => {
    const app = postgresCollector({ env: {}, senderAddress: () => "192.0.2.1" });
    const response = await app.fetch(request({ name: "A", email: "a@example.com", message: "lost?" }));
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ error: expect.stringContaining("no database") });
  });
});
