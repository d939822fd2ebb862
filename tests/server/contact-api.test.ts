// @vitest-environment node
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { d1Store } from "../../server/stores/d1-store";
import { openSqliteStore } from "../../server/stores/sqlite-store";
import { openLocalD1, startPagesDev } from "../../support/local-d1";
import { startServer } from "../../support/node-server";
import { provenField } from "../../support/proof";
import { form, newSender, storedJson } from "./harness";

/** A collector under test: where it answers, how a test names its sender, and its inbox. */
type Target = {
  url: string;
  /** The header that carries the sender's address to this runtime in the test. */
  senderHeader: string;
  /**
   * The messages as `npm run inbox -- --json` prints them (`--spam` with `spam`), read through
   * the runtime's own store in this process: tests/server/inbox.test.ts runs the command itself.
   */
  inbox: (spam?: boolean) => Promise<Array<Record<string, unknown>>>;
  /** Every byte the store wrote to disk. */
  storedBytes: () => string;
  stop: () => Promise<unknown>;
};

const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
  );
const bytesUnder = (dir: string) =>
  filesUnder(dir)
    .map((file) => readFileSync(file, "latin1"))
    .join("");

const ALLOWED_ORIGINS = "https://friend.example";
// The contract is for any client, fast ones too: the time trap is off here (tests/e2e/bots.spec.ts has it on).
const SPAM_MIN_SECONDS = "0";

// The same status matrix against each runtime's entry: the Node server (SQLite) and
// the Cloudflare Pages Function under `wrangler pages dev` (local D1).
const targets: Array<[string, () => Promise<Target>]> = [
  [
    "the Node server (SQLite)",
    async () => {
      const server = await startServer({ ALLOWED_ORIGINS, SPAM_MIN_SECONDS });
      const store = openSqliteStore(server.dataDir);
      return {
        url: server.url,
        senderHeader: "X-Forwarded-For",
        inbox: (spam) => storedJson(store, spam),
        storedBytes: () => bytesUnder(server.dataDir),
        stop: async () => {
          await store.close();
          await server.stop();
        },
      };
    },
  ],
  [
    "the Cloudflare Pages Function (D1)",
    async () => {
      const pages = await startPagesDev({ env: { ALLOWED_ORIGINS, SPAM_MIN_SECONDS } });
      // The same local D1 the function writes, through Miniflare's binding: `wrangler d1
      // execute` would start for every read (about 2.5 s each).
      const local = await openLocalD1(pages.persistTo);
      const store = d1Store(local.db);
      return {
        url: pages.url,
        senderHeader: "CF-Connecting-IP",
        inbox: (spam) => storedJson(store, spam),
        storedBytes: () => bytesUnder(pages.persistTo),
        stop: async () => {
          await local.dispose();
          await pages.stop();
        },
      };
    },
  ],
];

describe.each(targets)("%s", (_, start) => {
  let server: Target;
  const good = {
    name: "Ada Lovelace",
    email: "ada@example.com",
    message: "I have an engine that needs a website.",
  };

  const post = (body: BodyInit, headers: Record<string, string> = {}, sender = newSender()) =>
    fetch(`${server.url}/api/contact`, {
      method: "POST",
      body,
      headers: { Accept: "application/json", [server.senderHeader]: sender, ...headers },
    });

  const inbox = (spam?: boolean) => server.inbox(spam);
  const proof = async () => ({ altcha: await provenField(server.url) });

  beforeAll(async () => {
    server = await start();
  }, 90_000);
  afterAll(async () => {
    await server.stop();
  });

  describe("POST /api/contact", () => {
    it("stores a multipart/form-data message and answers 200 like Formspree", async () => {
      const response = await post(form({ ...(await proof()), ...good, message: "multipart hello" }));
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({
        ok: true,
        next: "/#contact",
      });
      const stored = (await inbox()).find((message) => message.message === "multipart hello");
      expect(stored).toMatchObject({ name: good.name, email: good.email });
      expect(stored?.receivedAt).toEqual(expect.any(String));
      expect(stored?.userAgent).toEqual(expect.any(String));
    });

    it("accepts application/x-www-form-urlencoded and application/json too", async () => {
      const urlencoded = await post(
        new URLSearchParams({ ...(await proof()), ...good, message: "urlencoded hello" }),
      );
      expect(urlencoded.status).toBe(200);
      const json = await post(JSON.stringify({ ...(await proof()), ...good, message: "json hello" }), {
        "Content-Type": "application/json",
      });
      expect(json.status).toBe(200);
      const texts = (await inbox()).map((message) => message.message);
      expect(texts).toEqual(expect.arrayContaining(["urlencoded hello", "json hello"]));
    });

    it("stores neither the sender's address nor any hash of it, and no _ fields", async () => {
      const sender = "192.0.2.77";
      await post(form({ ...(await proof()), ...good, message: "hash me", _subject: "ignored" }), {}, sender);
      const stored = (await inbox()).find((message) => message.message === "hash me");
      expect(stored).not.toHaveProperty("senderHash");
      expect(JSON.stringify(stored)).not.toContain(sender);
      expect(JSON.stringify(stored)).not.toContain("ignored");
      expect(server.storedBytes()).toContain("hash me");
      expect(server.storedBytes()).not.toContain(sender);
    });

    it("answers the honeypot with the same 200 and stores nothing", async () => {
      const before = (await inbox()).length;
      const response = await post(
        form({ ...(await proof()), ...good, message: "I am a bot", _gotcha: "http://spam.example" }),
      );
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ ok: true });
      expect((await inbox()).length).toBe(before);
      expect((await inbox(true)).some((message) => message.message === "I am a bot")).toBe(false);
    });

    it("answers 422 with each missing or empty field", async () => {
      const response = await post(form({ ...(await proof()), name: "Ada", email: "  " }));
      expect(response.status).toBe(422);
      const body = await response.json();
      expect(body.error).toEqual(expect.any(String));
      expect(body.errors).toEqual([
        { field: "email", code: "REQUIRED_FIELD_EMPTY", message: expect.any(String) },
        { field: "message", code: "REQUIRED_FIELD_MISSING", message: expect.any(String) },
      ]);
    });

    it("answers 422 when a field is too long", async () => {
      for (const [field, limit] of [
        ["name", 200],
        ["email", 320],
        ["message", 10_000],
      ] as const) {
        const response = await post(form({ ...(await proof()), ...good, [field]: "x".repeat(limit + 1) }));
        expect(response.status, field).toBe(422);
        expect((await response.json()).errors[0]).toMatchObject({ field, code: "TOO_LONG" });
        const atLimit = await post(form({ ...(await proof()), ...good, [field]: "x".repeat(limit) }));
        expect(atLimit.status, `${field} at its limit`).toBe(200);
      }
    });

    it("answers 422, as for an empty field, for a name or message nobody could see", async () => {
      for (const blank of [
        "\u200b",
        " \u200b\u200c\u200d\u2060\ufeff ",
        "\u3164\u115f",
        "\u202e\u00ad\u{e0041}",
      ]) {
        const response = await post(form({ ...(await proof()), ...good, name: blank, message: blank }));
        expect(response.status, JSON.stringify(blank)).toBe(422);
        expect((await response.json()).errors).toEqual([
          { field: "name", code: "REQUIRED_FIELD_EMPTY", message: expect.any(String) },
          { field: "message", code: "REQUIRED_FIELD_EMPTY", message: expect.any(String) },
        ]);
      }
    });

    it("counts each limit in characters, an emoji being one, in every body the form can send", async () => {
      const emoji = "🙂";
      const atLimit = { ...good, name: emoji.repeat(200), message: `${"a".repeat(9_999)}${emoji}` };
      const urlencoded = (fields: Record<string, string>) =>
        [
          new URLSearchParams(fields).toString(),
          { "Content-Type": "application/x-www-form-urlencoded" },
        ] as const;
      // The form's FormData, and the body a browser without JavaScript posts.
      expect((await post(form({ ...(await proof()), ...atLimit }))).status).toBe(200);
      const onlyEmoji = { ...atLimit, message: emoji.repeat(10_000) };
      expect((await post(...urlencoded({ ...(await proof()), ...onlyEmoji }))).status).toBe(200);
      const over = await post(form({ ...(await proof()), ...good, message: emoji.repeat(10_001) }));
      expect(over.status).toBe(422);
      expect((await over.json()).errors).toEqual([
        { field: "message", code: "TOO_LONG", message: "message must be at most 10000 characters" },
      ]);
    });

    it("answers 422 for a field with a NUL character, which no form sends", async () => {
      const response = await post(JSON.stringify({ ...(await proof()), ...good, name: "Ada\u0000" }), {
        "Content-Type": "application/json",
      });
      expect(response.status).toBe(422);
      expect((await response.json()).errors).toEqual([
        { field: "name", code: "INVALID_CHARACTER", message: expect.any(String) },
      ]);
    });

    it("keeps the page's language as its canonical tag, none when the form sent none, and refuses a bad one", async () => {
      const sent = { "in pt-br": "pt-br", "in ar": "ar", "in none": undefined };
      for (const [message, language] of Object.entries(sent)) {
        const fields = { ...(await proof()), ...good, message, ...(language ? { language } : {}) };
        expect((await post(form(fields))).status).toBe(200);
      }
      const stored = await inbox();
      const languageOf = (text: string) => stored.find((message) => message.message === text)?.language;
      expect(Object.keys(sent).map(languageOf)).toEqual(["pt-BR", "ar", ""]);

      for (const language of ["en_US", "<script>", "x".repeat(40), "de\n"]) {
        const response = await post(form({ ...(await proof()), ...good, message: "bad tag", language }));
        expect(response.status).toBe(422);
        expect((await response.json()).errors).toEqual([
          { field: "language", code: "INVALID_LANGUAGE", message: expect.any(String) },
        ]);
      }
      expect((await inbox()).some((message) => message.message === "bad tag")).toBe(false);
    });

    it("answers 413 for a body over 160 KB", async () => {
      const response = await post(form({ ...(await proof()), ...good, message: "x".repeat(161 * 1024) }));
      expect(response.status).toBe(413);
      expect(await response.json()).toEqual({ error: expect.any(String) });
    });

    it("answers 415 for any other content type", async () => {
      const response = await post("name=Ada", { "Content-Type": "text/plain" });
      expect(response.status).toBe(415);
      expect(await response.json()).toEqual({ error: expect.any(String) });
    });

    it("answers 400 for a malformed body", async () => {
      const broken = await post("{ not json", { "Content-Type": "application/json" });
      expect(broken.status).toBe(400);
      const notAnObject = await post("[1, 2]", { "Content-Type": "application/json" });
      expect(notAnObject.status).toBe(400);
      const badMultipart = await post("--nope\r\ngarbage", {
        "Content-Type": "multipart/form-data; boundary=zzz",
      });
      expect(badMultipart.status).toBe(400);
    });

    it("answers 429 with Retry-After after 5 messages a minute from one address", async () => {
      const sender = newSender();
      for (let i = 0; i < 5; i++) {
        expect(
          (await post(form({ ...(await proof()), ...good, message: `burst ${i}` }), {}, sender)).status,
        ).toBe(200);
      }
      const sixth = await post(form({ ...(await proof()), ...good, message: "burst 6" }), {}, sender);
      expect(sixth.status).toBe(429);
      expect(Number(sixth.headers.get("Retry-After"))).toBeGreaterThan(0);
      expect(Number(sixth.headers.get("Retry-After"))).toBeLessThanOrEqual(60);
      expect((await inbox()).some((message) => message.message === "burst 6")).toBe(false);
      // Another sender is not affected.
      expect((await post(form({ ...(await proof()), ...good, message: "someone else" }))).status).toBe(200);
    });

    it("answers 405 to other methods", async () => {
      for (const method of ["GET", "PUT", "DELETE", "PATCH"]) {
        const response = await fetch(`${server.url}/api/contact`, { method });
        expect(response.status, method).toBe(405);
        expect(response.headers.get("Allow")).toContain("POST");
        if (method !== "HEAD") expect(await response.json()).toEqual({ error: expect.any(String) });
      }
    });

    it("never answers an error with a 200", async () => {
      const cases = [
        post(form({})),
        post("x", { "Content-Type": "text/csv" }),
        post("{", { "Content-Type": "application/json" }),
        fetch(`${server.url}/api/contact`),
      ];
      for (const response of await Promise.all(cases)) expect(response.status).not.toBe(200);
    });
  });

  describe("proof of work", () => {
    it("hands out a signed challenge, fresh each time", async () => {
      const first = await fetch(`${server.url}/api/contact/challenge`);
      expect(first.status).toBe(200);
      expect(first.headers.get("Cache-Control")).toBe("no-store");
      const challenge = await first.json();
      expect(challenge).toEqual({
        parameters: expect.objectContaining({ algorithm: "SHA-256", cost: 1, keyPrefix: expect.any(String) }),
        signature: expect.stringMatching(/^[0-9a-f]{64}$/),
      });
      const second = await (await fetch(`${server.url}/api/contact/challenge`)).json();
      expect(second.signature).not.toBe(challenge.signature);
      expect((await fetch(`${server.url}/api/contact/challenge`, { method: "POST" })).status).toBe(405);
    });

    it("refuses a message without a proof with 422, naming the field, beside any other field's error", async () => {
      const response = await post(form({ ...good, message: "no proof" }));
      expect(response.status).toBe(422);
      expect((await response.json()).errors).toEqual([
        { field: "altcha", code: "PROOF_REQUIRED", message: expect.any(String) },
      ]);
      const both = await post(form({ name: "Ada", email: "ada@example.com" }));
      expect((await both.json()).errors.map((error: { field: string }) => error.field)).toEqual([
        "message",
        "altcha",
      ]);
      expect((await inbox()).some((message) => message.message === "no proof")).toBe(false);
    });

    it("refuses a forged or tampered proof with 422", async () => {
      const { altcha } = await proof();
      const payload = JSON.parse(atob(altcha));
      payload.solution.derivedKey = "00".repeat(32);
      const forged = await post(form({ ...good, message: "forged", altcha: btoa(JSON.stringify(payload)) }));
      expect((await forged.json()).errors).toEqual([
        { field: "altcha", code: "PROOF_INVALID", message: expect.any(String) },
      ]);
      const garbage = await post(form({ ...good, message: "garbage", altcha: "not a proof" }));
      expect(garbage.status).toBe(422);
    });

    it("takes a proof once: the same one again is refused with 422", async () => {
      const { altcha } = await proof();
      expect((await post(form({ ...good, message: "proof once", altcha }))).status).toBe(200);
      const replay = await post(form({ ...good, message: "proof twice", altcha }));
      expect(replay.status).toBe(422);
      expect((await replay.json()).errors).toEqual([
        { field: "altcha", code: "PROOF_USED", message: expect.any(String) },
      ]);
      const texts = (await inbox()).map((message) => message.message);
      expect(texts).toContain("proof once");
      expect(texts).not.toContain("proof twice");
    });

    it("keeps a proven message that is only links as spam: 200, not in the inbox, listed by --spam", async () => {
      const stuffed = "Cheap https://a.example https://b.example https://c.example https://d.example";
      const response = await post(form({ ...(await proof()), ...good, message: stuffed }));
      expect(response.status).toBe(200);
      expect((await inbox()).some((message) => message.message === stuffed)).toBe(false);
      expect(await inbox(true)).toContainEqual(
        expect.objectContaining({ message: stuffed, spamReason: "4 links" }),
      );
    });
  });

  describe("CORS", () => {
    it("accepts the same origin", async () => {
      const response = await post(form({ ...(await proof()), ...good }), {
        Origin: new URL(server.url).origin,
      });
      expect(response.status).toBe(200);
      expect(response.headers.get("Access-Control-Allow-Origin")).toBeNull();
    });

    it("refuses an origin that is not listed", async () => {
      const response = await post(form({ ...(await proof()), ...good, message: "from a stranger" }), {
        Origin: "https://stranger.example",
      });
      expect(response.status).toBe(403);
      expect(response.headers.get("Access-Control-Allow-Origin")).toBeNull();
      expect((await inbox()).some((message) => message.message === "from a stranger")).toBe(false);
      const preflight = await fetch(`${server.url}/api/contact`, {
        method: "OPTIONS",
        headers: { Origin: "https://stranger.example", "Access-Control-Request-Method": "POST" },
      });
      expect(preflight.status).toBe(403);
    });

    it("allows an origin listed in ALLOWED_ORIGINS", async () => {
      const preflight = await fetch(`${server.url}/api/contact`, {
        method: "OPTIONS",
        headers: { Origin: "https://friend.example", "Access-Control-Request-Method": "POST" },
      });
      expect(preflight.status).toBe(204);
      expect(preflight.headers.get("Access-Control-Allow-Origin")).toBe("https://friend.example");
      expect(preflight.headers.get("Access-Control-Allow-Methods")).toContain("POST");
      const response = await post(form({ ...(await proof()), ...good }), {
        Origin: "https://friend.example",
      });
      expect(response.status).toBe(200);
      expect(response.headers.get("Access-Control-Allow-Origin")).toBe("https://friend.example");
    });

    it("lets a listed origin fetch a challenge, so a form on another site can prove its work", async () => {
      const listed = await fetch(`${server.url}/api/contact/challenge`, {
        headers: { Origin: "https://friend.example" },
      });
      expect(listed.status).toBe(200);
      expect(listed.headers.get("Access-Control-Allow-Origin")).toBe("https://friend.example");
      const stranger = await fetch(`${server.url}/api/contact/challenge`, {
        headers: { Origin: "https://stranger.example" },
      });
      expect(stranger.status).toBe(403);
    });
  });
});
