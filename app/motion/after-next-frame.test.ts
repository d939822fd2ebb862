import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { afterNextFrame } from "~/motion/after-next-frame";

/** The page as the browser says it is: shown, or hidden (a tab in the background). */
function pageIs(state: DocumentVisibilityState) {
  Object.defineProperty(document, "visibilityState", { value: state, configurable: true });
  document.dispatchEvent(new Event("visibilitychange"));
}

describe("afterNextFrame", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    pageIs("visible");
  });

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

  it("on a visible page, waits for a late frame however late it comes", () => {
    const frames = vi.spyOn(globalThis, "requestAnimationFrame").mockReturnValue(0);
    const run = vi.fn();
    afterNextFrame(run);
    vi.advanceTimersByTime(10_000);
    expect(run).not.toHaveBeenCalled();
    frames.mockRestore();
  });

  it("on a hidden page, which draws no frames, runs in a task at once", () => {
    pageIs("hidden");
    const run = vi.fn();
    afterNextFrame(run);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it("runs when the page is hidden while it waits for a frame", () => {
    const frames = vi.spyOn(globalThis, "requestAnimationFrame").mockReturnValue(0);
    const run = vi.fn();
    afterNextFrame(run);
    vi.advanceTimersByTime(500);
    pageIs("hidden");
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
    frames.mockRestore();
  });

  it("never runs once cancelled, even if the page is hidden after", () => {
    const run = vi.fn();
    afterNextFrame(run)();
    pageIs("hidden");
    vi.advanceTimersByTime(1_000);
    expect(run).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });
});
