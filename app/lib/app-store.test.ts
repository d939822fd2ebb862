import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { INITIAL_LOAD_TIMEOUT_MS } from "~/constants";
import { startInitialLoadClock, useAppStore } from "~/lib/app-store";

describe("app store", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    useAppStore.setState({ menuOpen: false, initialLoad: true });
  });
  afterEach(() => vi.useRealTimers());

  it("starts with the menu closed and the app in its initial load", () => {
    expect(useAppStore.getState().menuOpen).toBe(false);
    expect(useAppStore.getState().initialLoad).toBe(true);
  });

  it(`ends the initial load ${INITIAL_LOAD_TIMEOUT_MS} ms after the app starts`, () => {
    startInitialLoadClock(INITIAL_LOAD_TIMEOUT_MS);
    vi.advanceTimersByTime(INITIAL_LOAD_TIMEOUT_MS - 1);
    expect(useAppStore.getState().initialLoad).toBe(true);
    vi.advanceTimersByTime(1);
    expect(useAppStore.getState().initialLoad).toBe(false);
  });

  it("is back in its initial load, with no timer left, when the app is torn down", () => {
    const stop = startInitialLoadClock(INITIAL_LOAD_TIMEOUT_MS);
    vi.advanceTimersByTime(INITIAL_LOAD_TIMEOUT_MS);
    stop();
    expect(useAppStore.getState().initialLoad).toBe(true);

    const stopEarly = startInitialLoadClock(INITIAL_LOAD_TIMEOUT_MS);
    stopEarly();
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(INITIAL_LOAD_TIMEOUT_MS * 2);
    expect(useAppStore.getState().initialLoad).toBe(true);
  });

  it("skips the initial load when the owner turns the splash off", () => {
    startInitialLoadClock(0);
    expect(useAppStore.getState().initialLoad).toBe(false);
  });

  it("opens and closes the menu", () => {
    useAppStore.getState().setMenuOpen(true);
    expect(useAppStore.getState().menuOpen).toBe(true);
    useAppStore.getState().setMenuOpen(false);
    expect(useAppStore.getState().menuOpen).toBe(false);
  });
});
