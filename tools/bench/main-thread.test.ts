// @vitest-environment node
import { describe, expect, it } from "vitest";
import { blockingFromCpuTime, mainThreadTasks, rendererMainThread, type TraceEvent } from "./main-thread.ts";

const task = (ts: number, durMs: number, cpuMs: number, tid = 1): TraceEvent => ({
  name: "RunTask",
  ph: "X",
  pid: 1,
  tid,
  ts,
  dur: durMs * 1000,
  tdur: cpuMs * 1000,
});

const trace: TraceEvent[] = [
  { name: "thread_name", ph: "M", pid: 1, tid: 1, ts: 0, args: { name: "CrRendererMain" } },
  { name: "thread_name", ph: "M", pid: 1, tid: 2, ts: 0, args: { name: "Compositor" } },
  { name: "firstContentfulPaint", ph: "I", pid: 1, tid: 1, ts: 1_000 },
  task(0, 0.8, 0.3),
  task(2_000, 90, 20),
  // run inside the task above: part of it, not a task of its own
  task(3_000, 40, 15),
  task(200_000, 30, 30),
  task(300_000, 200, 200, 2),
];

describe("main-thread tasks from a trace", () => {
  it("finds the renderer main thread that painted, and its top-level tasks", () => {
    const thread = rendererMainThread(trace, "firstContentfulPaint");
    expect(thread).toEqual({ pid: 1, tid: 1, markUs: 1_000 });
    expect(mainThreadTasks(trace, thread)).toEqual([
      { startUs: 0, wallMs: 0.8, cpuMs: 0.3 },
      { startUs: 2_000, wallMs: 90, cpuMs: 20 },
      { startUs: 200_000, wallMs: 30, cpuMs: 30 },
    ]);
  });

  it("counts blocking from CPU time times the slowdown, from the mark on", () => {
    const tasks = mainThreadTasks(trace, { pid: 1, tid: 1 });
    // 20 ms × 4 = 80 → 30 blocking; 30 × 4 = 120 → 70; the task before the mark does not count
    expect(blockingFromCpuTime(tasks, 4, 1_000)).toEqual({ blockingMs: 100, longestTaskMs: 120 });
    expect(blockingFromCpuTime(tasks, 1, 0)).toEqual({ blockingMs: 0, longestTaskMs: 30 });
    expect(blockingFromCpuTime(tasks, 4, 1_000, 100_000)).toEqual({ blockingMs: 30, longestTaskMs: 80 });
  });

  it("says so when the mark is missing", () => {
    expect(() => rendererMainThread([], "firstContentfulPaint")).toThrow(/no "firstContentfulPaint"/);
  });
});
