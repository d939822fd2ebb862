import { describe, expect, it } from "vitest";
import { RATE_LIMIT } from "../../server/collector/limits";
import type { MessageStore, NewMessage } from "../../server/stores/message-store";
import { freshStores, type StoreUnderTest } from "./fresh-stores";
import { visitContract } from "./visit-contract";

export type { StoreUnderTest } from "./fresh-stores";

const message = (text: string, receivedAt: string, fields: Partial<NewMessage> = {}): NewMessage => ({
  name: "Ada Lovelace",
  email: "ada@example.com",
  message: text,
  receivedAt: new Date(receivedAt),
  userAgent: "contract test",
  language: "pt-BR",
  ...fields,
});

const T0 = new Date("2026-11-20T12:00:00.000Z");
const at = (ms: number) => new Date(T0.getTime() + ms);

/** A message as it was stored before notices: its `notified_at`, null when it was still waiting. */
export type OldMessage = { receivedAt: string; message: string; notifiedAt: string | null };

/**
 * A database at its first migration, holding these rows, opened as a store (which migrates it
 * the rest of the way): for the stores whose owners upgrade in place (SQLite, PostgreSQL).
 */
export type FromBeforeNotices = (rows: OldMessage[]) => Promise<MessageStore>;

/** What every store does, run against each on its real engine (SQLite file, D1 local, PostgreSQL). */
export function storeContract(
  name: string,
  fresh: () => Promise<StoreUnderTest>,
  fromBeforeNotices?: FromBeforeNotices,
) {
  if (fromBeforeNotices) upgradeContract(name, fromBeforeNotices);
  visitContract(name, fresh);
  describe(`the ${name} store`, () => {
    const subject = freshStores(fresh);
    const reopen = subject.reopen;

    it("keeps a message whole and gives it back with its id and times", async () => {
      const text = `Ünïcödé, emoji 🚀, 'quotes' "and" \\ back\\slashes,\nnew lines\r\nand tabs\t. ${"x".repeat(9_800)}`;
      const id = await subject.store.add(
        message(text, "2026-11-20T09:30:00.123Z", { name: "O'Brien", email: "ob@example.com" }),
        ["email", "webhook"],
      );
      expect(id).toEqual(expect.any(Number));
      const [stored] = await (await reopen()).list();
      expect(stored).toEqual({
        id,
        receivedAt: "2026-11-20T09:30:00.123Z",
        name: "O'Brien",
        email: "ob@example.com",
        message: text,
        userAgent: "contract test",
        language: "pt-BR",
        readAt: null,
        spamReason: null,
        notices: ["email", "webhook"].map((channel) => ({
          channel,
          state: "waiting",
          attempts: 0,
          nextAttemptAt: "2026-11-20T09:30:00.123Z",
          lastError: null,
          sentAt: null,
        })),
      });
    });

    it("lists newest first, from a date, and only unread ones when asked", async () => {
      const old = await subject.store.add(message("old", "2026-10-02T09:00:00.000Z"), []);
      const newest = await subject.store.add(message("newest", "2026-11-15T09:00:00.000Z"), []);
      const middle = await subject.store.add(message("middle", "2026-11-03T09:00:00.000Z"), []);
      const twin = await subject.store.add(message("same time, later id", "2026-11-03T09:00:00.000Z"), []);
      const texts = async (filter?: Parameters<MessageStore["list"]>[0]) =>
        (await subject.store.list(filter)).map((stored) => stored.message);
      expect(await texts()).toEqual(["newest", "same time, later id", "middle", "old"]);
      expect(await texts({ since: new Date("2026-11-03T09:00:00.000Z") })).toEqual([
        "newest",
        "same time, later id",
        "middle",
      ]);
      await subject.store.markRead([old, newest], true, at(0));
      expect(await texts({ unreadOnly: true })).toEqual(["same time, later id", "middle"]);
      await subject.store.markRead([newest], false, at(1));
      expect(await texts({ unreadOnly: true })).toEqual(["newest", "same time, later id", "middle"]);
      const read = (await subject.store.list()).find((stored) => stored.id === old);
      expect(read?.readAt).toBe(T0.toISOString());
      expect([middle, twin]).toHaveLength(2);
    });

    it("marks many messages read at once", async () => {
      const ids: number[] = [];
      for (let index = 0; index < 120; index++) {
        ids.push(await subject.store.add(message(`bulk ${index}`, at(index).toISOString()), ["webhook"]));
      }
      await subject.store.markRead(ids, true, at(1_000));
      expect(await subject.store.list({ unreadOnly: true })).toEqual([]);
      await subject.store.markRead([], true, at(2_000));
    });

    it("hands out due notices one at a time, oldest first, each to one sender only", async () => {
      const first = await subject.store.add(message("first", "2026-11-20T11:00:00.000Z"), [
        "email",
        "webhook",
      ]);
      const second = await subject.store.add(message("second", "2026-11-20T11:30:00.000Z"), ["email"]);
      await subject.store.add(message("not due yet", "2026-11-20T12:30:00.000Z"), ["email"]);
      const other = await reopen();
      const claimUntil = at(60_000);
      const [a, b] = await Promise.all([
        subject.store.claimDueNotice("email", T0, claimUntil),
        other.claimDueNotice("email", T0, claimUntil),
      ]);
      expect([a?.id, b?.id].sort()).toEqual([first, second].sort());
      expect(await subject.store.claimDueNotice("email", T0, claimUntil)).toBeUndefined();
      expect((await subject.store.claimDueNotice("webhook", T0, claimUntil))?.message).toBe("first");
      // A claim that runs out (its sender died) lets the notice be tried again.
      expect((await other.claimDueNotice("email", at(60_000), at(120_000)))?.id).toBe(first);
      // Soonest: the second's notice once its claim runs out (the third is due at 12:30).
      expect(await subject.store.nextNoticeDue(["email"])).toEqual(at(60_000));
    });

    it("records each try: sent, waiting for the next try with its reason, or failed for good", async () => {
      const id = await subject.store.add(message("tried", "2026-11-20T11:00:00.000Z"), ["email", "webhook"]);
      await subject.store.claimDueNotice("email", T0, at(60_000));
      await subject.store.recordNotice(id, "email", {
        kind: "retry",
        at: T0,
        error: "451 try later",
        nextAttemptAt: at(60_000),
      });
      expect(await subject.store.claimDueNotice("email", at(59_999), at(120_000))).toBeUndefined();
      expect(await subject.store.nextNoticeDue(["email", "webhook"])).toEqual(
        new Date("2026-11-20T11:00:00.000Z"),
      );
      expect((await subject.store.claimDueNotice("email", at(60_000), at(120_000)))?.id).toBe(id);
      await subject.store.recordNotice(id, "email", { kind: "sent", at: at(61_000) });
      await subject.store.recordNotice(id, "webhook", { kind: "failed", at: at(62_000), error: "HTTP 410" });
      expect(await subject.store.nextNoticeDue(["email", "webhook"])).toBeUndefined();
      const [stored] = await (await reopen()).list();
      expect(stored?.notices).toEqual([
        {
          channel: "email",
          state: "sent",
          attempts: 2,
          nextAttemptAt: null,
          lastError: null,
          sentAt: at(61_000).toISOString(),
        },
        {
          channel: "webhook",
          state: "failed",
          attempts: 1,
          nextAttemptAt: null,
          lastError: "HTTP 410",
          sentAt: null,
        },
      ]);
    });

    it("erases messages with their notices: by id, and all before a date", async () => {
      const old = await subject.store.add(message("old", "2026-01-02T00:00:00.000Z"), ["email"]);
      const older = await subject.store.add(message("older", "2025-06-01T00:00:00.000Z"), ["webhook"]);
      const kept = await subject.store.add(message("kept", "2026-11-01T00:00:00.000Z"), ["email"]);
      const gone = await subject.store.add(message("gone", "2026-11-02T00:00:00.000Z"), ["email"]);
      expect(await subject.store.delete([gone, 9_999])).toBe(1);
      expect(await subject.store.deleteBefore(new Date("2026-06-01T00:00:00.000Z"))).toBe(2);
      expect((await subject.store.list()).map((stored) => stored.id)).toEqual([kept]);
      expect(await subject.store.claimDueNotice("webhook", T0, at(1))).toBeUndefined();
      expect((await subject.store.claimDueNotice("email", T0, at(1)))?.id).toBe(kept);
      expect([old, older]).toHaveLength(2);
    });

    it("makes each secret of the installation once and keeps it", async () => {
      const proofKey = await subject.store.installationSecret("proof-key");
      expect(proofKey).toMatch(/^[0-9a-f]{64}$/);
      expect(await subject.store.installationSecret("proof-key")).toBe(proofKey);
      expect(await (await reopen()).installationSecret("proof-key")).toBe(proofKey);
    });

    it("takes each proof of work once, and forgets it once its challenge has expired", async () => {
      const second = await reopen();
      const uses = await Promise.all(
        Array.from({ length: 6 }, (_, index) =>
          (index % 2 ? second : subject.store).claimProof("sig-1", at(60_000), T0),
        ),
      );
      expect(uses.filter(Boolean)).toHaveLength(1);
      expect(await subject.store.claimProof("sig-2", at(60_000), T0)).toBe(true);
      // Past its expiry the record goes (the proof itself is refused as expired by then).
      expect(await subject.store.claimProof("sig-1", at(120_000), at(61_000))).toBe(true);
    });

    it("keeps spam apart, its notices held, until it is moved back; then its notices are due", async () => {
      const kept = await subject.store.add(message("for the owner", "2026-11-20T11:00:00.000Z"), ["webhook"]);
      const spam = await subject.store.add(
        message("buy now", "2026-11-20T11:01:00.000Z"),
        ["webhook"],
        "4 links",
      );
      expect((await subject.store.list()).map((stored) => stored.id)).toEqual([kept]);
      const [listed] = await subject.store.list({ spam: true });
      expect(listed).toMatchObject({
        id: spam,
        spamReason: "4 links",
        notices: [expect.objectContaining({ state: "held" })],
      });
      await subject.store.recordNotice(kept, "webhook", { kind: "sent", at: T0 });
      expect(await subject.store.claimDueNotice("webhook", at(60_000), at(120_000))).toBeUndefined();

      expect(await (await reopen()).markNotSpam([spam, kept], at(5_000))).toBe(1);
      expect(await subject.store.list({ spam: true })).toEqual([]);
      const [moved] = await subject.store.list();
      expect(moved).toMatchObject({ id: spam, spamReason: null });
      expect(moved?.notices).toEqual([
        expect.objectContaining({ state: "waiting", nextAttemptAt: at(5_000).toISOString() }),
      ]);
      expect((await subject.store.claimDueNotice("webhook", at(5_000), at(65_000)))?.id).toBe(spam);
    });

    it("counts a sender's attempts in a sliding window, and says when the next one is allowed", async () => {
      const { limit, windowMs } = RATE_LIMIT;
      const sender = "b".repeat(64);
      for (let index = 0; index < limit; index++) {
        expect(await subject.store.recordAttempt(sender, at(index * 1_000), RATE_LIMIT)).toEqual({
          allowed: true,
        });
      }
      // Another sender, and the same sender seen by another server, share the same counts.
      expect(await subject.store.recordAttempt("c".repeat(64), at(5_000), RATE_LIMIT)).toEqual({
        allowed: true,
      });
      expect(await (await reopen()).recordAttempt(sender, at(20_000), RATE_LIMIT)).toEqual({
        allowed: false,
        retryAfterSeconds: 40,
      });
      // A refused attempt is not counted: once the first leaves the window, one more fits.
      expect(await subject.store.recordAttempt(sender, at(windowMs + 1), RATE_LIMIT)).toEqual({
        allowed: true,
      });
      expect(await subject.store.recordAttempt(sender, at(windowMs + 2), RATE_LIMIT)).toEqual({
        allowed: false,
        retryAfterSeconds: 1,
      });
      expect(await subject.store.recordAttempt(sender, at(2 * windowMs + 5_000), RATE_LIMIT)).toEqual({
        allowed: true,
      });
    });

    it("lets exactly the limit through when one sender's attempts arrive all at once", async () => {
      const second = await reopen();
      const attempts = Array.from({ length: 24 }, (_, index) =>
        (index % 2 ? second : subject.store).recordAttempt("d".repeat(64), at(index), RATE_LIMIT),
      );
      const allowed = (await Promise.all(attempts)).filter((decision) => decision.allowed);
      expect(allowed).toHaveLength(RATE_LIMIT.limit);
    });

    it("stores every one of many messages written at once, each with its own id", async () => {
      const second = await reopen();
      const ids = await Promise.all(
        Array.from({ length: 40 }, (_, index) =>
          (index % 2 ? second : subject.store).add(message(`parallel ${index}`, at(index).toISOString()), [
            "email",
          ]),
        ),
      );
      expect(new Set(ids).size).toBe(40);
      const stored = await subject.store.list();
      expect(stored.map((entry) => entry.message).sort()).toEqual(
        Array.from({ length: 40 }, (_, index) => `parallel ${index}`).sort(),
      );
    });
  });
}

/** Upgrading a database from before notices, the same on every store that upgrades in place. */
function upgradeContract(name: string, fromBeforeNotices: FromBeforeNotices) {
  describe(`upgrading a ${name} database from before notices`, () => {
    it("turns each message's notified_at into its e-mail notice: sent, or still waiting", async () => {
      const store = await fromBeforeNotices([
        {
          receivedAt: "2026-11-02T09:00:00.000Z",
          message: "was e-mailed",
          notifiedAt: "2026-11-02T09:00:05.000Z",
        },
        { receivedAt: "2026-11-03T09:00:00.000Z", message: "was waiting", notifiedAt: null },
      ]);
      try {
        const notices = Object.fromEntries(
          (await store.list()).map((stored) => [stored.message, stored.notices]),
        );
        expect(notices["was e-mailed"]).toEqual([
          {
            channel: "email",
            state: "sent",
            attempts: 1,
            nextAttemptAt: null,
            lastError: null,
            sentAt: "2026-11-02T09:00:05.000Z",
          },
        ]);
        // Sent before pages said their language: none is made up for them.
        expect((await store.list()).map((stored) => stored.language)).toEqual(["", ""]);
        expect(notices["was waiting"]).toEqual([
          {
            channel: "email",
            state: "waiting",
            attempts: 0,
            nextAttemptAt: "2026-11-03T09:00:00.000Z",
            lastError: null,
            sentAt: null,
          },
        ]);
      } finally {
        await store.close();
      }
    });
  });
}
