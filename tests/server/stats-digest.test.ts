// @vitest-environment node
import { afterEach, describe, expect, it } from "vitest";
import { counted } from "../../server/plural";
import { openSqliteStore } from "../../server/stores/sqlite-store";
import { digestText, digestWeek } from "../../server/visits/stats-digest";
import { statsReport, statsTable } from "../../server/visits/stats-report";
import { startServer, tempDataDir } from "../../support/node-server";
import { EVENTUALLY, NOTHING_MORE } from "./harness";
import { startSmtp } from "./smtp-receiver";
import { startWebhookReceiver } from "./webhook-receiver";

const SECRET = "the-webhook-secret-of-the-digest";
let cleanup: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  for (const step of cleanup.reverse()) await step();
  cleanup = [];
});

describe("the weekly digest of page views", () => {
  it("sums the week before the one it is sent in, Monday to Sunday (UTC)", () => {
    expect(digestWeek(new Date("2026-11-25T10:00:00Z"))).toEqual({
      week: "2026-11-23",
      from: "2026-11-16",
      to: "2026-11-22",
    });
    expect(digestWeek(new Date("2026-11-23T00:00:00Z")).week).toBe("2026-11-23");
    expect(digestWeek(new Date("2026-11-29T23:59:59Z")).week).toBe("2026-11-23");
  });

  it("says the week's views, its pages, where visits came from and the devices", () => {
    const report = statsReport(
      {
        days: [{ date: "2026-11-17", views: 7, visitors: 3 }],
        pages: [{ path: "/", views: 7, visitors: 3 }],
        referrers: [{ host: "", views: 3 }],
        devices: [{ device: "phone", views: 7 }],
        more: NOTHING_MORE,
      },
      "2026-11-16",
      "2026-11-22",
    );
    const { title, text } = digestText(report);
    expect(title).toBe("Your portfolio last week: 7 views");
    expect(text).toContain("7 views, 3 daily visitors from 2026-11-16 to 2026-11-22 (UTC).");
    expect(text).toContain("/: 7 views, 3 visitors");
    expect(text).toContain("direct: 3");
    expect(text).toContain("Devices: phone 7, tablet 0, desktop 0.");
  });

  it("says one view and one visitor in the singular, in the digest and in npm run stats", () => {
    const report = statsReport(
      {
        days: [{ date: "2026-11-17", views: 1, visitors: 1 }],
        pages: [{ path: "/", views: 1, visitors: 1 }],
        referrers: [{ host: "news.example", views: 1 }],
        devices: [{ device: "desktop", views: 1 }],
        more: NOTHING_MORE,
      },
      "2026-11-16",
      "2026-11-22",
    );
    const { title, text } = digestText(report);
    expect(title).toBe("Your portfolio last week: 1 view");
    expect(text).toContain("1 view, 1 daily visitor from 2026-11-16 to 2026-11-22 (UTC).");
    expect(text).toContain("/: 1 view, 1 visitor");
    expect(statsTable(report, [])).toContain("(UTC): 1 view, 1 daily visitor\n");
    // None at all is plural again.
    const none = statsReport(
      { days: [], pages: [], referrers: [], devices: [], more: NOTHING_MORE },
      "2026-11-16",
      "2026-11-22",
    );
    expect(digestText(none).text).toContain("0 views, 0 daily visitors from");
    expect(statsTable(none, [])).toContain("(UTC): 0 views, 0 daily visitors\n");
    for (const output of [title, text, statsTable(report, [])])
      expect(output).not.toMatch(/\b1 (views|visitors|daily visitors)\b/);
  });

  it("puts a count and its noun in the same number", () => {
    expect(counted(1, "view")).toBe("1 view");
    expect(counted(0, "view")).toBe("0 views");
    expect(counted(2, "daily visitor")).toBe("2 daily visitors");
    expect(counted(1, "try", "tries")).toBe("1 try");
    expect(counted(3, "try", "tries")).toBe("3 tries");
  });

  it("goes out once a week by e-mail and webhook from the Node server, with STATS_DIGEST=weekly", async () => {
    const smtp = await startSmtp();
    cleanup.push(smtp.close);
    const receiver = await startWebhookReceiver(SECRET);
    cleanup.push(receiver.close);
    // Last week's views, as the collector counted them.
    const dataDir = tempDataDir();
    const { from } = digestWeek(new Date());
    const store = openSqliteStore(dataDir);
    for (const visitor of ["a", "b", "a"])
      await store.countVisit({ day: from, path: "/", device: "desktop", visitor, referrer: "news.example" });
    await store.close();

    const env = {
      STATS_DIGEST: "weekly",
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      NOTIFY_TO: "owner@example.com",
      NOTIFY_WEBHOOK_URL: receiver.url,
      NOTIFY_WEBHOOK_SECRET: SECRET,
    };
    const first = await startServer(env, dataDir);
    await expect.poll(() => smtp.received.length + receiver.accepted.length, EVENTUALLY).toBe(2);
    await first.stop();
    expect(smtp.received[0]?.to).toBe("owner@example.com");
    expect(smtp.received[0]?.body).toContain("Subject: Your portfolio last week: 3 views");
    expect(smtp.received[0]?.body).toContain("news.example: 3");
    const [delivery] = receiver.accepted;
    expect(delivery?.signatureValid).toBe(true);
    expect(delivery?.body).toMatchObject({
      type: "stats-digest",
      report: { days: expect.arrayContaining([{ date: from, views: 3, visitors: 2 }]) },
    });
    // Once: the week is claimed in the store (the store contract: across instances too).
    expect(smtp.received.length + receiver.accepted.length).toBe(2);
  });
});
