import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useAppStore } from "~/lib/app-store";
import { SCROLL_REST_MS } from "~/lib/use-scrolling";
import { Statement } from "./statement";

// The real field draws on a canvas; here it only shows whether it would run.
vi.mock("~/components/particle-field", () => ({
  default: ({ paused }: { paused: boolean }) => <div data-testid="particle-field" data-paused={paused} />,
}));

/** Makes every observer report the section as within its margin, or not. */
const observers = new Set<IntersectionObserverCallback>();
class FakeIntersectionObserver {
  constructor(private callback: IntersectionObserverCallback) {}
  observe() {
    observers.add(this.callback);
  }
  disconnect() {
    observers.delete(this.callback);
  }
}
const report = (isIntersecting: boolean) =>
  act(() => {
    for (const callback of observers)
      callback([{ isIntersecting } as IntersectionObserverEntry], {} as never);
  });

describe("Statement particles", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal("IntersectionObserver", FakeIntersectionObserver);
    vi.stubGlobal("matchMedia", (query: string) => ({
      matches: false,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    useAppStore.getState().setInitialLoad(false);
  });
  afterEach(() => {
    observers.clear();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  const scroll = () => act(() => void window.dispatchEvent(new Event("scroll")));
  const rest = () => act(async () => void (await vi.advanceTimersByTimeAsync(SCROLL_REST_MS)));
  /** The field, once its lazily imported module has arrived (or null). */
  const field = async () => {
    await act(async () => void (await vi.dynamicImportSettled()));
    return screen.queryByTestId("particle-field");
  };

  it("start only once the page rests with the section near, and stand still while it scrolls", async () => {
    render(<Statement />);
    scroll();
    report(true);
    await act(async () => void (await vi.advanceTimersByTimeAsync(SCROLL_REST_MS - 1)));
    expect(await field()).toBeNull();

    await rest();
    expect(await field()).toHaveAttribute("data-paused", "false");

    scroll();
    expect(screen.getByTestId("particle-field")).toHaveAttribute("data-paused", "true");
    await rest();
    expect(screen.getByTestId("particle-field")).toHaveAttribute("data-paused", "false");
  });

  it("do not start when the page comes to rest far from the section", async () => {
    render(<Statement />);
    scroll();
    report(false);
    await rest();
    await act(async () => void (await vi.advanceTimersByTimeAsync(1000)));
    expect(await field()).toBeNull();
  });

  it("stay once started, paused while the section is off-screen", async () => {
    render(<Statement />);
    report(true);
    expect(await field()).toHaveAttribute("data-paused", "false");
    report(false);
    expect(screen.getByTestId("particle-field")).toHaveAttribute("data-paused", "true");
  });
});
