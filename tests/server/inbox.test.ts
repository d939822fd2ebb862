// @vitest-environment node
import { describe, expect, it } from "vitest";
import { MessageStore } from "../../server/contact/message-store";
import { runInbox, tempDataDir } from "./harness";

function seed() {
  const dataDir = tempDataDir();
  const store = new MessageStore(dataDir);
  const meta = (day: string) => ({
    senderAddress: "127.0.0.1",
    userAgent: "test",
    receivedAt: new Date(day),
  });
  store.add({ name: "Old", email: "old@example.com", message: "from October" }, meta("2026-10-02T09:00:00Z"));
  store.add(
    { name: "New", email: "new@example.com", message: 'says "hi", twice' },
    meta("2026-11-15T09:00:00Z"),
  );
  store.add(
    { name: "Mid", email: "mid@example.com", message: "from early November" },
    meta("2026-11-03T09:00:00Z"),
  );
  store.close();
  return dataDir;
}

describe("npm run inbox", () => {
  it("lists messages newest first as a table", async () => {
    const out = await runInbox(seed(), []);
    expect(out.indexOf("New <new@example.com>")).toBeLessThan(out.indexOf("Mid <mid@example.com>"));
    expect(out.indexOf("Mid <mid@example.com>")).toBeLessThan(out.indexOf("Old <old@example.com>"));
    expect(out).toContain("3 message(s)");
  });

  it("prints JSON, filtered with --since", async () => {
    const dataDir = seed();
    const all = JSON.parse(await runInbox(dataDir, ["--json"]));
    expect(all.map((message: { name: string }) => message.name)).toEqual(["New", "Mid", "Old"]);
    const recent = JSON.parse(await runInbox(dataDir, ["--json", "--since", "2026-11-01"]));
    expect(recent.map((message: { name: string }) => message.name)).toEqual(["New", "Mid"]);
  });

  it("exports CSV with quotes escaped", async () => {
    const csv = await runInbox(seed(), ["--csv"]);
    const lines = csv.trim().split("\r\n");
    expect(lines[0]).toBe("id,receivedAt,name,email,message,userAgent,readAt");
    expect(lines).toHaveLength(4);
    expect(csv).toContain('"says ""hi"", twice"');
  });

  it("marks messages read and unread", async () => {
    const dataDir = seed();
    await runInbox(dataDir, ["--mark-read", "1", "3"]);
    const unread = JSON.parse(await runInbox(dataDir, ["--json", "--unread"]));
    expect(unread.map((message: { name: string }) => message.name)).toEqual(["New"]);
    await runInbox(dataDir, ["--mark-unread", "1"]);
    const afterUnmark = JSON.parse(await runInbox(dataDir, ["--json", "--unread"]));
    expect(afterUnmark.map((message: { name: string }) => message.name)).toEqual(["New", "Old"]);
  });
});
