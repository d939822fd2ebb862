// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { whenIdle } from "~/motion/when-idle";

describe("whenIdle", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("asks the browser for an idle moment, at most 3 s away", () => {
    const requestIdle = vi.fn((_run: () => void, _options?: IdleRequestOptions) => 7);
    const cancelIdle = vi.fn();
    vi.stubGlobal("requestIdleCallback", requestIdle);
    vi.stubGlobal("cancelIdleCallback", cancelIdle);
    const run = vi.fn();
    const cancel = whenIdle(run);
    expect(requestIdle).toHaveBeenCalledWith(run, { timeout: 3_000 });
    cancel();
    expect(cancelIdle).toHaveBeenCalledWith(7);
  });

  it("waits a second where there are no idle callbacks, and can be cancelled", () => {
    vi.stubGlobal("requestIdleCallback", undefined);
    const run = vi.fn();
    whenIdle(run);
    vi.advanceTimersByTime(999);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);

    const never = vi.fn();
    whenIdle(never)();
    vi.advanceTimersByTime(5_000);
    expect(never).not.toHaveBeenCalled();
  });
});
