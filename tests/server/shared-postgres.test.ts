// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, startServer } from "../../support/node-server";
import { type PostgresServer, startPostgres } from "../../support/postgres-server";
import { provenField } from "../../support/proof";
import { form, inboxJson, newSender } from "./harness";

let postgres: PostgresServer;
let databaseUrl: string;
let servers: RunningServer[];

beforeAll(async () => {
  postgres = await startPostgres();
  databaseUrl = await postgres.createDatabase();
  // Both start at once, so both try to migrate the new database at once.
  servers = await Promise.all([
    startServer({ DATABASE_URL: databaseUrl, SPAM_MIN_SECONDS: "0" }),
    startServer({ DATABASE_URL: databaseUrl, SPAM_MIN_SECONDS: "0" }),
  ]);
}, 60_000);
afterAll(async () => {
  for (const server of servers ?? []) await server.stop();
  postgres?.destroy();
});

/** Sends to one server with a proof of work from the other: they share its key through the database. */
const send = async (server: RunningServer, message: string, sender: string, altcha?: string) => {
  const other = servers.find((candidate) => candidate !== server) as RunningServer;
  return fetch(`${server.url}/api/contact`, {
    method: "POST",
    headers: { Accept: "application/json", "X-Forwarded-For": sender },
    body: form({
      name: "Load balanced",
      email: "lb@example.com",
      message,
      altcha: altcha ?? (await provenField(other.url)),
    }),
  });
};

describe("two Node servers sharing one PostgreSQL", () => {
  it("store what either one accepts in the one store the inbox reads", async () => {
    const texts = Array.from({ length: 10 }, (_, index) => `shared ${index}`);
    const answers = await Promise.all(
      texts.map((text, index) => send(servers[index % 2] as RunningServer, text, newSender())),
    );
    expect(answers.map((answer) => answer.status)).toEqual(texts.map(() => 200));
    const stored = await inboxJson("", [], { DATABASE_URL: databaseUrl });
    expect(stored.map((message) => message.message)).toEqual(expect.arrayContaining(texts));
  });

  it("count one sender's messages together: the sixth in a minute, on either server, gets a 429", async () => {
    const sender = newSender();
    const statuses: number[] = [];
    for (let index = 0; index < 6; index++) {
      statuses.push(
        (await send(servers[index % 2] as RunningServer, `from one address ${index}`, sender)).status,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it("take a proof of work once, whichever server it reaches", async () => {
    const [first, second] = servers as [RunningServer, RunningServer];
    const altcha = await provenField(first.url);
    expect((await send(first, "proof on one", newSender(), altcha)).status).toBe(200);
    const replay = await send(second, "proof again on the other", newSender(), altcha);
    expect(replay.status).toBe(422);
    expect((await replay.json()).errors[0].code).toBe("PROOF_USED");
  });
});
