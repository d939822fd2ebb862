import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PORTFOLIO_SCROLL_DURATION_MS } from "~/constants";
import { easeInOutCubic, scrollWindowTo } from "~/motion/scroll-to";

describe("scrollWindowTo", () => {
  let y = 0;
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["requestAnimationFrame", "cancelAnimationFrame", "performance"] });
    y = 0;
    vi.spyOn(window, "scrollY", "get").mockImplementation(() => y);
    vi.spyOn(window, "scrollTo").mockImplementation(((options: ScrollToOptions) => {
      y = options.top ?? y;
    }) as typeof window.scrollTo);
  });
  afterEach(() => vi.useRealTimers());

  it(`arrives after exactly ${PORTFOLIO_SCROLL_DURATION_MS} ms, not before`, () => {
    scrollWindowTo(3000, PORTFOLIO_SCROLL_DURATION_MS);
    vi.advanceTimersByTime(PORTFOLIO_SCROLL_DURATION_MS / 2);
    expect(y).toBeGreaterThan(1000);
    expect(y).toBeLessThan(2000);
    vi.advanceTimersByTime(PORTFOLIO_SCROLL_DURATION_MS / 2 - 40);
    expect(y).toBeLessThan(3000);
    vi.advanceTimersByTime(80);
    expect(y).toBe(3000);
  });

  it("jumps straight there when motion is reduced", () => {
    scrollWindowTo(1200, PORTFOLIO_SCROLL_DURATION_MS, true);
    expect(y).toBe(1200);
  });

  it("stops when the visitor scrolls themselves", () => {
    scrollWindowTo(3000, PORTFOLIO_SCROLL_DURATION_MS);
    vi.advanceTimersByTime(200);
    window.dispatchEvent(new Event("wheel"));
    const stoppedAt = y;
    vi.advanceTimersByTime(PORTFOLIO_SCROLL_DURATION_MS);
    expect(y).toBe(stoppedAt);
  });

  it("eases from 0 to 1", () => {
    expect(easeInOutCubic(0)).toBe(0);
    expect(easeInOutCubic(0.5)).toBe(0.5);
    expect(easeInOutCubic(1)).toBe(1);
  });
});
