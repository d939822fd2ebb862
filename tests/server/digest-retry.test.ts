// @vitest-environment node
import { afterEach, describe, expect, it } from "vitest";
import { NoticeFailure } from "../../server/notices/notice-failure";
import { readCollectorSettings } from "../../server/settings/settings";
import { openSqliteStore } from "../../server/stores/sqlite-store";
import { collectorUpkeep } from "../../server/upkeep/upkeep";
import { type DigestSenders, digestWeek, sendWeeklyDigest } from "../../server/visits/stats-digest";
import { tempDataDir } from "../../support/node-server";
import { startWebhookReceiver } from "./webhook-receiver";

const SECRET = "the-webhook-secret-of-the-digest";
const WEEK = "2026-11-23";
const { from } = digestWeek(new Date(`${WEEK}T00:00:00Z`));

let cleanup: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  for (const step of cleanup.reverse()) await step();
  cleanup = [];
});

/** Stores opened on one SQLite file, as instances sharing a database; last week held one view. */
async function sharedStores(count: number) {
  const dataDir = tempDataDir();
  const stores = Array.from({ length: count }, () => openSqliteStore(dataDir));
  for (const store of stores) cleanup.push(() => store.close());
  await stores[0]?.countVisit({ day: from, path: "/", device: "desktop", visitor: "a", referrer: "" });
  return stores;
}

describe("the weekly digest, when a channel fails", () => {
  it("is tried again at a later upkeep after a refusal, and goes once however many instances race", async () => {
    const receiver = await startWebhookReceiver(SECRET, ["500"]);
    cleanup.push(receiver.close);
    const settings = readCollectorSettings({
      STATS_DIGEST: "weekly",
      NOTIFY_WEBHOOK_URL: receiver.url,
      NOTIFY_WEBHOOK_SECRET: SECRET,
    });
    const log: string[] = [];
    const upkeeps = (await sharedStores(2)).map((store) =>
      collectorUpkeep(store, settings, { log: (line) => log.push(line) }),
    );
    const upkeepAt = (time: string) =>
      Promise.all(upkeeps.map((upkeep) => upkeep.tendVisits(new Date(`${WEEK}T${time}Z`))));

    // The week's first upkeep, on both instances at once: one sends, the receiver refuses.
    await upkeepAt("00:30:00");
    expect(receiver.refused).toEqual(["500"]);
    expect(receiver.accepted).toEqual([]);
    expect(log).toEqual([
      "The weekly page-view digest could not be sent by webhook (tried again at the next upkeep): the webhook answered HTTP 500",
    ]);

    // The next hour's: one of the two sends it again, and it is taken.
    await upkeepAt("01:30:00");
    expect(receiver.accepted).toHaveLength(1);
    expect(receiver.accepted[0]?.signatureValid).toBe(true);
    expect(receiver.accepted[0]?.body).toMatchObject({ type: "stats-digest", report: { from } });

    // Sent: no later upkeep of the week sends it again.
    await upkeepAt("02:30:00");
    expect(receiver.accepted).toHaveLength(1);
    expect(receiver.refused).toHaveLength(1);
  });

  it("gives up on a channel refused for good, and is taken over when the instance holding it died", async () => {
    const [store] = await sharedStores(1);
    if (!store) throw new Error("no store");
    const tries: string[] = [];
    const senders: DigestSenders = {
      email: async () => {
        tries.push("email");
      },
      webhook: async () => {
        tries.push("webhook");
        throw new NoticeFailure("the webhook answered HTTP 404", true);
      },
    };
    const log: string[] = [];
    const send = (time: string, week = WEEK) =>
      sendWeeklyDigest({ store, senders, now: new Date(`${week}T${time}Z`), log: (line) => log.push(line) });

    // An instance took the week's digest at 00:00 and died sending it: it holds it five minutes.
    const held = { due: ["email", "webhook"], heldUntil: `${WEEK}T00:05:00.000Z` };
    await store.swapDigestState(WEEK, undefined, JSON.stringify(held));
    expect(await send("00:01:00")).toEqual([]);
    expect(await send("00:06:00")).toEqual(["email"]);
    expect(tries).toEqual(["email", "webhook"]);
    expect(log).toEqual([
      "The weekly page-view digest could not be sent by webhook: the webhook answered HTTP 404",
    ]);

    expect(await send("02:00:00")).toEqual([]);
    expect(tries).toHaveLength(2);

    // A week claimed before a digest could be tried again (its state the claim's time) is done.
    await store.swapDigestState("2026-11-30", undefined, "2026-11-30T00:10:00.000Z");
    expect(await send("01:00:00", "2026-11-30")).toEqual([]);
  });
});
