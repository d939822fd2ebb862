import { describe, expect, it } from "vitest";
import type { CountedVisit } from "../../server/stores/visit-store";
import { freshStores, type StoreUnderTest } from "./fresh-stores";

const DAY = "2026-11-20";
const NEXT_DAY = "2026-11-21";

const view = (fields: Partial<CountedVisit>): CountedVisit => ({
  day: DAY,
  path: "/",
  device: "phone",
  visitor: "v".repeat(64),
  ...fields,
});

/** Counting page views, the same on every store (called by the store contract for each). */
export function visitContract(name: string, fresh: () => Promise<StoreUnderTest>) {
  describe(`counting page views in the ${name} store`, () => {
    const subject = freshStores(fresh);

    it("counts views and visitors per day and page, referrers of entries and devices", async () => {
      const { store } = subject;
      await store.countVisit(view({ visitor: "a", referrer: "news.example" }));
      await store.countVisit(view({ visitor: "a", path: "/project/2" }));
      await store.countVisit(view({ visitor: "a", path: "/project/2" }));
      await store.countVisit(view({ visitor: "b", device: "desktop", referrer: "" }));
      await store.countVisit(view({ visitor: "b", path: "/project/2", device: "desktop" }));
      await store.countVisit(
        view({ visitor: "a", day: NEXT_DAY, device: "tablet", referrer: "news.example" }),
      );

      expect(await store.visitTotals(DAY, NEXT_DAY)).toEqual({
        days: [
          { date: DAY, views: 5, visitors: 2 },
          { date: NEXT_DAY, views: 1, visitors: 1 },
        ],
        pages: [
          { path: "/", views: 3, visitors: 3 },
          { path: "/project/2", views: 3, visitors: 2 },
        ],
        referrers: [
          { host: "news.example", views: 2 },
          { host: "", views: 1 },
        ],
        devices: [
          { device: "phone", views: 3 },
          { device: "desktop", views: 2 },
          { device: "tablet", views: 1 },
        ],
      });
      expect((await store.visitTotals(NEXT_DAY, NEXT_DAY)).pages).toEqual([
        { path: "/", views: 1, visitors: 1 },
      ]);
    });

    it("counts one visitor once however many of their views arrive at once", async () => {
      const second = await subject.reopen();
      await Promise.all(
        Array.from({ length: 20 }, (_, index) => (index % 2 ? second : subject.store).countVisit(view({}))),
      );
      expect((await subject.store.visitTotals(DAY, DAY)).days).toEqual([
        { date: DAY, views: 20, visitors: 1 },
      ]);
    });

    it("makes one salt per day, the same for every instance, and erases the earlier days' with it", async () => {
      const salt = await subject.store.visitSalt(DAY);
      expect(salt).toMatch(/^[0-9a-f]{64}$/);
      const second = await subject.reopen();
      expect(await second.visitSalt(DAY)).toBe(salt);

      await subject.store.countVisit(view({}));
      expect(await subject.store.visitAttempt("r", `${DAY}T23:59`)).toBe(1);
      const next = await subject.store.visitSalt(NEXT_DAY);
      expect(next).not.toBe(salt);
      // Nothing of the day before is left: its salt would be made anew, its visitor and rate count are forgotten.
      expect(await subject.store.visitSalt(DAY)).not.toBe(salt);
      await subject.store.countVisit(view({}));
      expect((await subject.store.visitTotals(DAY, DAY)).days).toEqual([
        { date: DAY, views: 2, visitors: 2 },
      ]);
      expect(await subject.store.visitAttempt("r", `${DAY}T23:59`)).toBe(1);
    });

    it("erases the visitors and rate counts of earlier days when asked, keeping the counts", async () => {
      const { store } = subject;
      await store.countVisit(view({ day: NEXT_DAY }));
      await store.visitAttempt("r", `${NEXT_DAY}T10:00`);
      await store.forgetVisitorsBefore(NEXT_DAY);
      await store.countVisit(view({ day: NEXT_DAY }));
      expect(await store.visitAttempt("r", `${NEXT_DAY}T10:00`)).toBe(2);
      expect((await store.visitTotals(NEXT_DAY, NEXT_DAY)).days).toEqual([
        { date: NEXT_DAY, views: 2, visitors: 1 },
      ]);
    });

    it("hands out each week's digest once, across instances", async () => {
      const second = await subject.reopen();
      const claims = await Promise.all([subject.store.claimDigest(DAY), second.claimDigest(DAY)]);
      expect(claims.sort()).toEqual([false, true]);
      expect(await subject.store.claimDigest(NEXT_DAY)).toBe(true);
    });

    it("counts an address's views per minute", async () => {
      const { store } = subject;
      expect(await store.visitAttempt("r", `${DAY}T10:00`)).toBe(1);
      expect(await store.visitAttempt("r", `${DAY}T10:00`)).toBe(2);
      expect(await store.visitAttempt("s", `${DAY}T10:00`)).toBe(1);
      expect(await store.visitAttempt("r", `${DAY}T10:01`)).toBe(1);
    });
  });
}
