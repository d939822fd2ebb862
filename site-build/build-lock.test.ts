// @vitest-environment node
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { withLock } from "./build-lock.ts";

const work = mkdtempSync(path.join(tmpdir(), "build-lock-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** A process that holds the lock while it "builds": it writes its start, waits, writes its end. */
function holder(name: string, lock: string, log: string) {
  const script = `
    import { appendFileSync } from "node:fs";
    import { withLock } from ${JSON.stringify(path.resolve("site-build/build-lock.ts"))};
    await withLock(${JSON.stringify(lock)}, async () => {
      appendFileSync(${JSON.stringify(log)}, "${name} starts\\n");
      await new Promise((resume) => setTimeout(resume, 600));
      appendFileSync(${JSON.stringify(log)}, "${name} ends\\n");
    }, () => appendFileSync(${JSON.stringify(log)}, "${name} waits\\n"));`;
  return new Promise<number | null>((resolve) => {
    const child = spawn(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], { stdio: "ignore" });
    child.on("close", resolve);
  });
}

describe("the build's lock", () => {
  it("lets two npm start in one folder build one after the other, never at once", async () => {
    const lock = path.join(work, "build.lock");
    const log = path.join(work, "log");
    writeFileSync(log, "");
    expect(await Promise.all([holder("a", lock, log), holder("b", lock, log)])).toEqual([0, 0]);
    const lines = readFileSync(log, "utf8").trim().split("\n");
    const [first, second] = lines[0]?.startsWith("a") ? ["a", "b"] : ["b", "a"];
    expect(lines.filter((line) => !line.endsWith("waits"))).toEqual([
      `${first} starts`,
      `${first} ends`,
      `${second} starts`,
      `${second} ends`,
    ]);
    expect(lines).toContain(`${second} waits`);
  });

  it("takes over a lock whose process is gone, and lets it go when done", async () => {
    const lock = path.join(work, "stale.lock");
    mkdirSync(lock);
    // A process id no process has: the lock of a build that was killed.
    writeFileSync(path.join(lock, "pid"), "2147483646");
    expect(await withLock(lock, async () => "built")).toBe("built");
    expect(() => readFileSync(path.join(lock, "pid"))).toThrow();
  });
});
