import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { INITIAL_LOAD_TIMEOUT_MS } from "~/constants";
import { usePageFlags } from "~/motion/splash/page-flags";
import { startInitialLoadClock } from "~/motion/splash/splash-clock";
import { UNCOVER_LEAD_MS } from "~/motion/splash/uncover-in-steps";

const flags = () => {
  const { initialLoad, pageUncovering, pageUncovered, pageShown } = usePageFlags.getState();
  return { initialLoad, pageUncovering, pageUncovered, pageShown };
};

/** The clock's steps, in order, as the page flags read at each. */
const step = {
  covered: { initialLoad: true, pageUncovering: false, pageUncovered: false, pageShown: false },
  uncovering: { initialLoad: true, pageUncovering: true, pageUncovered: false, pageShown: false },
  uncovered: { initialLoad: true, pageUncovering: true, pageUncovered: true, pageShown: false },
  lifted: { initialLoad: false, pageUncovering: true, pageUncovered: true, pageShown: false },
  shown: { initialLoad: false, pageUncovering: true, pageUncovered: true, pageShown: true },
};

describe("the splash's clock", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    usePageFlags.getState().setInitialLoad(true);
  });
  afterEach(() => vi.useRealTimers());

  it("starts with the app in its initial load", () => {
    expect(usePageFlags.getState().initialLoad).toBe(true);
  });

  it(`ends the initial load ${INITIAL_LOAD_TIMEOUT_MS} ms after the app starts, one step a frame`, () => {
    startInitialLoadClock(INITIAL_LOAD_TIMEOUT_MS);
    vi.advanceTimersByTime(INITIAL_LOAD_TIMEOUT_MS - UNCOVER_LEAD_MS - 1);
    expect(flags()).toEqual(step.covered);
    vi.advanceTimersByTime(1);
    expect(flags()).toEqual(step.uncovering);
    vi.advanceTimersByTime(UNCOVER_LEAD_MS - 1);
    expect(flags()).toEqual(step.uncovering);
    vi.advanceTimersByTime(1);
    expect(flags()).toEqual(step.uncovered);
    vi.advanceTimersToNextFrame();
    vi.advanceTimersByTime(1);
    expect(flags()).toEqual(step.lifted);
    vi.advanceTimersToNextFrame();
    vi.advanceTimersByTime(1);
    expect(flags()).toEqual(step.shown);
  });

  it("is back in its initial load, with no timer left, when the app is torn down", () => {
    const stop = startInitialLoadClock(INITIAL_LOAD_TIMEOUT_MS);
    vi.advanceTimersByTime(INITIAL_LOAD_TIMEOUT_MS);
    stop();
    expect(flags()).toEqual(step.covered);
    expect(vi.getTimerCount()).toBe(0);

    const stopEarly = startInitialLoadClock(INITIAL_LOAD_TIMEOUT_MS);
    stopEarly();
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(INITIAL_LOAD_TIMEOUT_MS * 2);
    expect(usePageFlags.getState().initialLoad).toBe(true);
  });

  it("skips the initial load when the owner turns the splash off", () => {
    startInitialLoadClock(0);
    expect(flags()).toEqual(step.shown);
  });

  it("starts uncovering at once when the splash is shorter than the lead", () => {
    startInitialLoadClock(UNCOVER_LEAD_MS / 2);
    vi.advanceTimersByTime(0);
    expect(flags()).toEqual(step.uncovering);
  });
});
