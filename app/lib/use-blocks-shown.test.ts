import { renderHook } from "@testing-library/react";
import { act } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useBlocksShown } from "~/lib/use-blocks-shown";

describe("useBlocksShown", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  // Where the browser has no idle callbacks (as here), an idle moment is a second away.
  const idleMoment = () => act(() => void vi.advanceTimersByTime(1_000));

  it("draws every block at once when asked to", () => {
    const { result } = renderHook(() => useBlocksShown(10, 10, () => false));
    expect(result.current).toBe(10);
  });

  it("draws the first blocks, waits until the page has arrived, then adds one block per idle moment", () => {
    let flowing = true;
    const isFlowing = () => flowing;
    const { result } = renderHook(() => useBlocksShown(10, 6, isFlowing));
    expect(result.current).toBe(6);
    idleMoment();
    idleMoment();
    expect(result.current).toBe(6);
    flowing = false;
    for (const expected of [7, 8, 9, 10, 10]) {
      idleMoment();
      expect(result.current).toBe(expected);
    }
  });

  it("stops adding blocks when the page is gone", () => {
    let flowing = true;
    const { result, unmount } = renderHook(() => useBlocksShown(10, 6, () => flowing));
    flowing = false;
    unmount();
    idleMoment();
    expect(result.current).toBe(6);
  });
});
