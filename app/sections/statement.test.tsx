import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SCROLL_REST_MS } from "~/lib/use-scrolling";
import { usePageFlags } from "~/motion/splash";
import { PARTICLES_START_SETTLE_MS, Statement } from "./statement";

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
    usePageFlags.getState().setInitialLoad(false);
    // Where the section is drawn, when it checks before starting: on screen unless a test says otherwise.
    vi.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockReturnValue({
      top: 100,
      bottom: 800,
    } as DOMRect);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    observers.clear();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  const scroll = () => act(() => void window.dispatchEvent(new Event("scroll")));
  const wait = (ms: number) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)));
  const rest = () => wait(SCROLL_REST_MS);
  /** The field, once its lazily imported module has arrived (or null). */
  const field = async () => {
    await act(async () => void (await vi.dynamicImportSettled()));
    return screen.queryByTestId("particle-field");
  };

  it("start only once the page has rested with the section near, and stand still while it scrolls", async () => {
    render(<Statement />);
    scroll();
    report(true);
    await wait(SCROLL_REST_MS);
    await wait(PARTICLES_START_SETTLE_MS - 1);
    expect(await field()).toBeNull();

    await wait(1);
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
    await wait(1000);
    expect(await field()).toBeNull();
  });

  it("do not start when the section only looked near in the first frame after a jump", async () => {
    render(<Statement />);
    scroll();
    report(true);
    await rest();
    await wait(PARTICLES_START_SETTLE_MS - 1);
    report(false);
    await wait(1000);
    expect(await field()).toBeNull();
  });

  it("check where the section is drawn before starting, and check again after the next scroll", async () => {
    const { container } = render(<Statement />);
    const section = container.querySelector("section") as HTMLElement;
    const drawnAt = (top: number) =>
      vi.spyOn(section, "getBoundingClientRect").mockReturnValue({ top, bottom: top + 700 } as DOMRect);
    // The observer said "near" before the sections above were drawn in full; now it is far below.
    drawnAt(window.innerHeight + 1900);
    scroll();
    report(true);
    await rest();
    await wait(PARTICLES_START_SETTLE_MS + 1000);
    expect(await field()).toBeNull();

    drawnAt(window.innerHeight + 200);
    scroll();
    await rest();
    await wait(PARTICLES_START_SETTLE_MS);
    expect(await field()).toHaveAttribute("data-paused", "false");
  });

  it("stay once started, paused while the section is off-screen", async () => {
    render(<Statement />);
    report(true);
    await wait(PARTICLES_START_SETTLE_MS);
    expect(await field()).toHaveAttribute("data-paused", "false");
    report(false);
    expect(screen.getByTestId("particle-field")).toHaveAttribute("data-paused", "true");
  });
});
