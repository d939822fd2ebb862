import { renderHook } from "@testing-library/react";
import { act } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SCROLL_REST_MS, useScrolling } from "~/lib/use-scrolling";

describe("useScrolling", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const scroll = () => act(() => void window.dispatchEvent(new Event("scroll")));
  const wait = (ms: number) => act(() => void vi.advanceTimersByTime(ms));

  it("is false until the page scrolls", () => {
    const { result } = renderHook(() => useScrolling());
    expect(result.current).toBe(false);
    scroll();
    expect(result.current).toBe(true);
  });

  it(`stays true while scroll events keep coming, and turns false ${SCROLL_REST_MS} ms after the last`, () => {
    const { result } = renderHook(() => useScrolling());
    for (let i = 0; i < 10; i++) {
      scroll();
      wait(SCROLL_REST_MS - 50);
      expect(result.current).toBe(true);
    }
    wait(49);
    expect(result.current).toBe(true);
    wait(1);
    expect(result.current).toBe(false);
  });

  it("stops listening, and waits for nothing, once unmounted", () => {
    const { unmount } = renderHook(() => useScrolling());
    scroll();
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
    // A scroll after that starts no wait for the page to rest: nothing listens any more.
    scroll();
    expect(vi.getTimerCount()).toBe(0);
  });
});
