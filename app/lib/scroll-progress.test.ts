import { describe, expect, it } from "vitest";
import { scrollProgress } from "~/lib/scroll-progress";

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
