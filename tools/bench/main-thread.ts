/**
 * Reads a Chromium trace: the renderer's main-thread tasks, each with its wall
 * time and its thread (CPU) time, and the blocking time they add up to.
 *
 * On this shared 2-core machine a task's wall time is often several times its
 * CPU time (the renderer waits while other processes have the cores), so
 * blocking counted from wall time moves by more than its budget from one run to
 * the next. CPU time times the slowdown is what a phone that much slower would
 * spend on the same work (see docs/decisions/037-what-tbt-measures-on-this-machine.md).
 */
export type TraceEvent = {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  cat?: string;
  args?: Record<string, unknown>;
};

export type MainThreadTask = {
  /** Trace time, µs. */
  startUs: number;
  wallMs: number;
  cpuMs: number;
};

/** A task blocks the main thread for what it lasts beyond this (as TBT counts it). */
export const LONG_TASK_MS = 50;

/** The main thread of the renderer that painted `markName` (a paint event or a user timing mark). */
export function rendererMainThread(events: TraceEvent[], markName: string) {
  const mark = events.find((event) => event.name === markName);
  if (!mark) throw new Error(`no "${markName}" event in the trace`);
  const names = events.filter(
    (event) => event.ph === "M" && event.name === "thread_name" && event.pid === mark.pid,
  );
  const main = names.find((event) => event.args?.name === "CrRendererMain");
  return { pid: mark.pid, tid: main?.tid ?? mark.tid, markUs: mark.ts };
}

/** Top-level tasks of one thread (a task run inside another is part of it). */
export function mainThreadTasks(events: TraceEvent[], thread: { pid: number; tid: number }) {
  const runs = events
    .filter(
      (event) =>
        event.name === "RunTask" && event.ph === "X" && event.pid === thread.pid && event.tid === thread.tid,
    )
    .sort((a, b) => a.ts - b.ts);
  const tasks: MainThreadTask[] = [];
  let endOfLast = Number.NEGATIVE_INFINITY;
  for (const run of runs) {
    if (run.ts < endOfLast) continue;
    const dur = run.dur ?? 0;
    endOfLast = run.ts + dur;
    tasks.push({ startUs: run.ts, wallMs: dur / 1000, cpuMs: (run.tdur ?? dur) / 1000 });
  }
  return tasks;
}

/**
 * Blocking time of the tasks running in [fromUs, toUs) (a task under way at `fromUs`
 * counts whole: its frame is the one a visitor sees), each taken as its CPU time
 * times `slowdown`: the sum of what each lasts beyond 50 ms.
 */
export function blockingFromCpuTime(
  tasks: MainThreadTask[],
  slowdown: number,
  fromUs: number,
  toUs = Number.POSITIVE_INFINITY,
) {
  const inWindow = tasks.filter((task) => task.startUs + task.wallMs * 1000 > fromUs && task.startUs < toUs);
  const scaled = inWindow.map((task) => task.cpuMs * slowdown);
  return {
    blockingMs: Math.round(scaled.reduce((sum, ms) => sum + Math.max(0, ms - LONG_TASK_MS), 0)),
    longestTaskMs: Math.round(Math.max(0, ...scaled)),
  };
}
