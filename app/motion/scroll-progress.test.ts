import { renderHook } from "@testing-library/react";
import { act } from "react";
import { describe, expect, it, vi } from "vitest";
import { scrollProgress, useScrollProgress } from "~/motion/scroll-progress";
import { usePageFlags } from "~/motion/splash/page-flags";

describe("scrollProgress", () => {
  const viewport = 800;
  const range = { start: 1, end: 0 }; // from entering at the bottom to leaving at the top

  it("is 0 before the element reaches the start line and 1 past the end line", () => {
    expect(scrollProgress(900, 400, viewport, range)).toBe(0);
    expect(scrollProgress(-500, 400, viewport, range)).toBe(1);
  });

  it("grows linearly in between", () => {
    // 1200 px of travel in all: top from 800 down to -400.
    expect(scrollProgress(800, 400, viewport, range)).toBe(0);
    expect(scrollProgress(200, 400, viewport, range)).toBeCloseTo(0.5);
    expect(scrollProgress(-400, 400, viewport, range)).toBe(1);
  });

  it("honours other lines, e.g. from 90 % to 55 % of the viewport", () => {
    const reading = { start: 0.9, end: 0.55 };
    expect(scrollProgress(720, 200, viewport, reading)).toBe(0);
    expect(scrollProgress(240, 200, viewport, reading)).toBe(1); // bottom at 440 = 55 %
  });
});

describe("useScrollProgress", () => {
  it("reads every box before writing any --p, and writes only what changed", () => {
    vi.useFakeTimers({ toFake: ["requestAnimationFrame", "cancelAnimationFrame"] });
    const calls: string[] = [];
    const elements = ["first", "second"].map((name, index) => {
      const element = document.createElement("div");
      element.getBoundingClientRect = () => {
        calls.push(`read ${name}`);
        return { top: 300 + index * 100, height: 200 } as DOMRect;
      };
      const setProperty = element.style.setProperty.bind(element.style);
      element.style.setProperty = (property: string, value: string | null) => {
        calls.push(`write ${name}`);
        setProperty(property, value);
      };
      return element;
    });
    usePageFlags.getState().setInitialLoad(true);
    const hooks = elements.map((element) =>
      renderHook(() => useScrollProgress({ current: element }, { start: 1, end: 0 })),
    );

    // Beneath the LOADING splash nothing is measured, even when the page scrolls.
    vi.advanceTimersToNextFrame();
    window.dispatchEvent(new Event("scroll"));
    vi.advanceTimersToNextFrame();
    expect(calls).toEqual([]);

    act(() => usePageFlags.getState().setInitialLoad(false));
    vi.advanceTimersToNextFrame();
    expect(calls).toEqual(["read first", "read second", "write first", "write second"]);
    expect(elements[0]?.style.getPropertyValue("--p")).not.toBe("");

    calls.length = 0;
    window.dispatchEvent(new Event("scroll"));
    vi.advanceTimersToNextFrame();
    expect(calls).toEqual(["read first", "read second"]);

    for (const hook of hooks) hook.unmount();
    calls.length = 0;
    window.dispatchEvent(new Event("scroll"));
    vi.advanceTimersToNextFrame();
    expect(calls).toEqual([]);
    vi.useRealTimers();
  });

  it("starts measuring when the page is shown without rendering its component again", () => {
    vi.useFakeTimers({ toFake: ["requestAnimationFrame", "cancelAnimationFrame"] });
    const element = document.createElement("div");
    element.getBoundingClientRect = () => ({ top: 300, height: 200 }) as DOMRect;
    usePageFlags.getState().setInitialLoad(true);
    let renders = 0;
    const hook = renderHook(() => {
      renders++;
      useScrollProgress({ current: element }, { start: 1, end: 0 });
    });
    const rendersBeneathTheSplash = renders;

    act(() => usePageFlags.getState().setInitialLoad(false));
    vi.advanceTimersToNextFrame();
    expect(element.style.getPropertyValue("--p")).not.toBe("");
    expect(renders).toBe(rendersBeneathTheSplash);

    // Covered again (the app back in its initial load), it stops measuring.
    act(() => usePageFlags.getState().setInitialLoad(true));
    element.style.removeProperty("--p");
    window.dispatchEvent(new Event("scroll"));
    vi.advanceTimersToNextFrame();
    expect(element.style.getPropertyValue("--p")).toBe("");
    hook.unmount();
    vi.useRealTimers();
  });
});
