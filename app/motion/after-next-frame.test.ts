import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { afterNextFrame } from "~/motion/after-next-frame";

describe("afterNextFrame", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("runs once, in a task after the next frame, not inside it", () => {
    const run = vi.fn();
    afterNextFrame(run);
    vi.advanceTimersToNextFrame();
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1_000);
    expect(run).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("waits for a late frame, and runs after a second when none comes (a hidden tab draws none)", () => {
    const frames = vi.spyOn(globalThis, "requestAnimationFrame").mockReturnValue(0);
    const run = vi.fn();
    afterNextFrame(run);
    vi.advanceTimersByTime(999);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
    frames.mockRestore();
  });

  it("never runs once cancelled", () => {
    const run = vi.fn();
    afterNextFrame(run)();
    vi.advanceTimersByTime(1_000);
    expect(run).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });
});
