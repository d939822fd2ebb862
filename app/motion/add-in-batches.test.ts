// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { addInBatches } from "./add-in-batches";

describe("addInBatches", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  const everyTick = (next: () => void) => void setTimeout(next, 16);

  it("adds one batch per scheduled step, starting with the next, to exactly the total", () => {
    const batches: number[] = [];
    addInBatches(200, 30, (count) => batches.push(count), everyTick);
    expect(batches).toEqual([]);
    vi.advanceTimersByTime(16);
    expect(batches).toEqual([30]);
    vi.advanceTimersByTime(16);
    expect(batches).toEqual([30, 30]);
    vi.runAllTimers();
    expect(batches).toEqual([30, 30, 30, 30, 30, 30, 20]);
    expect(batches.reduce((sum, count) => sum + count, 0)).toBe(200);
  });

  it("stops adding when told to", () => {
    const batches: number[] = [];
    const stop = addInBatches(100, 25, (count) => batches.push(count), everyTick);
    vi.advanceTimersByTime(32);
    stop();
    vi.runAllTimers();
    expect(batches).toEqual([25, 25]);
  });

  it("adds nothing for a total of zero", () => {
    const add = vi.fn();
    addInBatches(0, 25, add, everyTick);
    vi.runAllTimers();
    expect(add).not.toHaveBeenCalled();
  });
});
