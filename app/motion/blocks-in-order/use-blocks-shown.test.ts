import { renderHook } from "@testing-library/react";
import { act } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useBlocksShown } from "~/motion/blocks-in-order/use-blocks-shown";

describe("useBlocksShown", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  // Where the browser has no idle callbacks (as here), an idle moment is a second away.
  const idleMoment = () => act(() => void vi.advanceTimersByTime(1_000));

  it("draws every block at once when asked to", () => {
    const { result } = renderHook(() => useBlocksShown(10, 10, () => false));
    expect(result.current).toBe(10);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("draws the first blocks, waits until the page has arrived, then adds one block per idle moment", () => {
    let arriving = true;
    const { result } = renderHook(() => useBlocksShown(10, 6, () => arriving));
    expect(result.current).toBe(6);
    idleMoment();
    idleMoment();
    expect(result.current).toBe(6);
    arriving = false;
    for (const expected of [7, 8, 9, 10]) {
      idleMoment();
      expect(result.current).toBe(expected);
    }
    // All drawn: nothing more is waited for.
    expect(vi.getTimerCount()).toBe(0);
  });

  it("waits for nothing more once the page is gone", () => {
    const { unmount } = renderHook(() => useBlocksShown(10, 6, () => false));
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
