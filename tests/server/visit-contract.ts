import { describe, expect, it } from "vitest";
import { OTHER } from "../../server/stores/visit-sql";
import type { CountedVisit } from "../../server/stores/visit-store";
import { freshStores, type StoreUnderTest } from "./fresh-stores";
import { NOTHING_MORE } from "./harness";

const DAY = "2026-11-20";
const NEXT_DAY = "2026-11-21";

const MINUTE = { limit: 3, windowMs: 60_000 };
/** How many pages and referrers a report lists. */
const TOP = 10;
const at = (time: string) => new Date(`${DAY}T${time}Z`);

/** The tables counting keeps a row in per day, and how long a row of each may be at most. */
const COUNT_TABLES = ["visit_days", "visit_pages", "visit_referrers", "visit_devices", "visit_seen"];

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

      expect(await store.visitTotals(DAY, NEXT_DAY, TOP)).toEqual({
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
        more: NOTHING_MORE,
      });
      expect((await store.visitTotals(NEXT_DAY, NEXT_DAY, TOP)).pages).toEqual([
        { path: "/", views: 1, visitors: 1 },
      ]);
    });

    it("lists the busiest pages and referrers, and sums the others in one line", async () => {
      const { store } = subject;
      // Host i is the referrer of i + 1 views, on page /i, each by a visitor of its own.
      for (let index = 0; index < 6; index++)
        for (let count = 0; count <= index; count++)
          await store.countVisit(
            view({ path: `/${index}`, referrer: `h${index}.example`, visitor: `v${index}-${count}` }),
          );

      const totals = await store.visitTotals(DAY, DAY, 2);
      expect(totals.pages).toEqual([
        { path: "/5", views: 6, visitors: 6 },
        { path: "/4", views: 5, visitors: 5 },
      ]);
      expect(totals.referrers).toEqual([
        { host: "h5.example", views: 6 },
        { host: "h4.example", views: 5 },
      ]);
      expect(totals.more).toEqual({
        pages: { count: 4, views: 1 + 2 + 3 + 4, visitors: 1 + 2 + 3 + 4 },
        referrers: { count: 4, views: 1 + 2 + 3 + 4 },
      });
      // A project's page is given whatever its rank, one never viewed not at all.
      expect(await store.pageTotals(DAY, DAY, ["/0", "/project/9"])).toEqual([
        { path: "/0", views: 1, visitors: 1 },
      ]);
      expect(await store.pageTotals(DAY, DAY, [])).toEqual([]);
    });

    it("counts one visitor once however many of their views arrive at once", async () => {
      const second = await subject.reopen();
      await Promise.all(
        Array.from({ length: 20 }, (_, index) => (index % 2 ? second : subject.store).countVisit(view({}))),
      );
      expect((await subject.store.visitTotals(DAY, DAY, TOP)).days).toEqual([
        { date: DAY, views: 20, visitors: 1 },
      ]);
    });

    it("makes one salt per day, the same for every instance, and erases the earlier days' with it", async () => {
      const salt = await subject.store.visitSalt(DAY);
      expect(salt).toMatch(/^[0-9a-f]{64}$/);
      const second = await subject.reopen();
      expect(await second.visitSalt(DAY)).toBe(salt);

      await subject.store.countVisit(view({}));
      const next = await subject.store.visitSalt(NEXT_DAY);
      expect(next).not.toBe(salt);
      // Nothing of the day before is left: its salt would be made anew, its visitor is forgotten.
      expect(await subject.store.visitSalt(DAY)).not.toBe(salt);
      await subject.store.countVisit(view({}));
      expect((await subject.store.visitTotals(DAY, DAY, TOP)).days).toEqual([
        { date: DAY, views: 2, visitors: 2 },
      ]);
    });

    it("erases the visitors of earlier days when asked, keeping the counts", async () => {
      const { store } = subject;
      await store.countVisit(view({ day: NEXT_DAY }));
      await store.forgetVisitorsBefore(NEXT_DAY);
      await store.countVisit(view({ day: NEXT_DAY }));
      expect((await store.visitTotals(NEXT_DAY, NEXT_DAY, TOP)).days).toEqual([
        { date: NEXT_DAY, views: 2, visitors: 1 },
      ]);
      expect(await subject.query("SELECT * FROM visit_seen WHERE day < '2026-11-21'")).toEqual([]);
    });

    it("erases the counts of the days before a day (VISITS_RETAIN_DAYS), and only those", async () => {
      const { store } = subject;
      await store.countVisit(view({ referrer: "news.example" }));
      await store.countVisit(view({ day: NEXT_DAY, referrer: "news.example" }));
      await store.eraseCountsBefore(NEXT_DAY);
      const totals = await store.visitTotals(DAY, NEXT_DAY, TOP);
      expect(totals.days).toEqual([{ date: NEXT_DAY, views: 1, visitors: 1 }]);
      expect(totals.referrers).toEqual([{ host: "news.example", views: 1 }]);
      for (const table of COUNT_TABLES.filter((name) => name !== "visit_seen"))
        expect(await subject.query(`SELECT * FROM ${table} WHERE day < '${NEXT_DAY}'`)).toEqual([]);
    });

    it("changes a week's digest state only from the state read, for one of instances racing", async () => {
      const { store } = subject;
      const second = await subject.reopen();
      expect(await store.digestState(DAY)).toBeUndefined();
      const starts = await Promise.all([
        store.swapDigestState(DAY, undefined, "first"),
        second.swapDigestState(DAY, undefined, "second"),
      ]);
      expect(starts.sort()).toEqual([false, true]);

      const read = await store.digestState(DAY);
      const swaps = await Promise.all([
        store.swapDigestState(DAY, read, "third"),
        second.swapDigestState(DAY, read, "fourth"),
      ]);
      expect(swaps.sort()).toEqual([false, true]);
      expect(["third", "fourth"]).toContain(await second.digestState(DAY));
      // A state read before the last change changes nothing; each week has its own.
      expect(await store.swapDigestState(DAY, read, "stale")).toBe(false);
      expect(await store.digestState(NEXT_DAY)).toBeUndefined();
    });

    it("limits a key's views in a sliding window, not a calendar minute", async () => {
      const { store } = subject;
      const attempt = (key: string, time: string) => store.visitAttempt(key, at(time), MINUTE);
      expect(await attempt("r", "10:00:50")).toEqual({ allowed: true });
      expect(await attempt("r", "10:00:55")).toEqual({ allowed: true });
      expect(await attempt("r", "10:00:59")).toEqual({ allowed: true });
      // A new calendar minute, the same window: still refused, until the first has left it.
      expect(await attempt("r", "10:01:01")).toEqual({ allowed: false, retryAfterSeconds: 49 });
      expect(await attempt("s", "10:01:01")).toEqual({ allowed: true });
      expect(await attempt("r", "10:01:51")).toEqual({ allowed: true });
    });

    it("keeps one row per network and window, however many views it sends (issue 74)", async () => {
      const { store } = subject;
      const generous = { limit: 1_000, windowMs: 60_000 };
      for (let view = 0; view < 20; view++) {
        for (const key of ["a", "b", "c"]) {
          expect(
            await store.visitAttempt(key, at(`10:00:${String(view).padStart(2, "0")}`), generous),
          ).toEqual({
            allowed: true,
          });
        }
      }
      expect(await subject.query("SELECT rate_key, views FROM visit_windows ORDER BY rate_key")).toEqual([
        { rate_key: "a", views: 20 },
        { rate_key: "b", views: 20 },
        { rate_key: "c", views: 20 },
      ]);
      // Full: refused until the window that began at its first view ends, then a window afresh.
      const full = { limit: 20, windowMs: 60_000 };
      expect(await store.visitAttempt("a", at("10:00:30"), full)).toEqual({
        allowed: false,
        retryAfterSeconds: 30,
      });
      expect(await store.visitAttempt("a", at("10:01:00"), full)).toEqual({ allowed: true });
      expect(await subject.query("SELECT views FROM visit_windows WHERE rate_key = 'a'")).toEqual([
        { views: 1 },
      ]);
    });

    it("keeps a rate-limit attempt no longer than its window", async () => {
      const { store } = subject;
      await store.visitAttempt("r", at("10:00:00"), MINUTE);
      await store.visitAttempt("s", at("10:00:30"), MINUTE);
      // The next attempt sweeps out what left the window, whoever made it…
      await store.visitAttempt("t", at("10:01:10"), MINUTE);
      expect(
        (await subject.query("SELECT rate_key FROM visit_windows ORDER BY rate_key")).map(
          (row) => row.rate_key,
        ),
      ).toEqual(["s", "t"]);
      // …and the upkeep sweeps them when no attempt comes.
      await store.forgetAttemptsBefore(at("10:02:30"));
      expect(await subject.query("SELECT * FROM visit_windows")).toEqual([]);
    });

    it("keeps a day's rows bounded whatever is sent, and a message is still stored after a flood", async () => {
      const { store } = subject;
      // Caps smaller than DISTINCT_PER_DAY, each crossed in the middle of ten views at once; the
      // SQLite store's own test floods past the defaults.
      const caps = { pages: 25, referrers: 15 };
      const flood = caps.pages + 10;
      const host = (index: number) => `${"h".repeat(240)}-${index}.example`;
      const path = (index: number) => `/${"p".repeat(190)}/${index}`;
      // Ten at a time, as a flood from many addresses arrives.
      for (let first = 0; first < flood; first += 10)
        await Promise.all(
          Array.from({ length: Math.min(10, flood - first) }, (_, offset) => first + offset).map((index) =>
            store.countVisit(
              view({ path: path(index), referrer: host(index), visitor: `visitor-${index % 7}` }),
              caps,
            ),
          ),
        );

      const rowsOf = async (table: string) =>
        Number((await subject.query(`SELECT COUNT(*) AS n FROM ${table}`))[0]?.n);
      expect(await rowsOf("visit_days")).toBe(1);
      expect(await rowsOf("visit_pages")).toBe(caps.pages + 1);
      expect(await rowsOf("visit_referrers")).toBe(caps.referrers + 1);
      expect(await rowsOf("visit_devices")).toBe(1);
      // The day's visitor hashes (erased with the day): one per visitor and page counted, the other pages as one.
      expect(await rowsOf("visit_seen")).toBeLessThanOrEqual(7 * (caps.pages + 2));

      // Bytes the day's counts hold: at most a longest key and the numbers per row, for rows the caps allow.
      const [bytes] = await subject.query(`SELECT
        (SELECT SUM(LENGTH(day) + LENGTH(path) + 16) FROM visit_pages) AS pages,
        (SELECT SUM(LENGTH(day) + LENGTH(host) + 8) FROM visit_referrers) AS referrers`);
      expect(Number(bytes?.pages)).toBeLessThanOrEqual((caps.pages + 1) * (10 + 200 + 16));
      expect(Number(bytes?.referrers)).toBeLessThanOrEqual((caps.referrers + 1) * (10 + 253 + 8));

      // Every view is in the day's total; the ones past the caps in the day's other row.
      const totals = await store.visitTotals(DAY, DAY, TOP);
      expect(totals.days).toEqual([{ date: DAY, views: flood, visitors: 7 }]);
      expect(totals.pages.find((row) => row.path === OTHER)?.views).toBe(flood - caps.pages);
      expect(totals.referrers.find((row) => row.host === OTHER)?.views).toBe(flood - caps.referrers);
      // The report lists TOP of each and sums the others.
      expect(totals.referrers).toHaveLength(TOP);
      expect(totals.more.referrers.count).toBe(caps.referrers + 1 - TOP);
      expect(totals.more.referrers.views + totals.referrers.reduce((sum, row) => sum + row.views, 0)).toBe(
        flood,
      );
      // A page or host with a row of its own goes on counting in it.
      await store.countVisit(view({ path: path(0), referrer: host(0) }), caps);
      expect(
        (await store.visitTotals(DAY, DAY, TOP)).referrers.find((row) => row.host === host(0))?.views,
      ).toBe(2);

      const id = await store.add(
        {
          name: "After the flood",
          email: "still@example.com",
          message: "Still here.",
          receivedAt: new Date(`${DAY}T12:00:00Z`),
          userAgent: "contract test",
          language: "en",
        },
        [],
      );
      expect((await store.list()).map((message) => message.id)).toContain(id);
    }, 60_000);
  });
}
