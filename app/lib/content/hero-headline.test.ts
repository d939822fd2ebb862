import { describe, expect, it } from "vitest";
import { headlineScale, headlineTones } from "./hero-headline";

describe("the hero's line colours", () => {
  it("keep the design's three (muted, accent, ink) and its end for any other count", () => {
    expect(headlineTones(3)).toEqual(["muted", "accent", "ink"]);
    expect(headlineTones(1)).toEqual(["ink"]);
    expect(headlineTones(2)).toEqual(["accent", "ink"]);
    expect(headlineTones(4)).toEqual(["muted", "muted", "accent", "ink"]);
  });
});

describe("the hero's size by its line count", () => {
  it("is the design's for up to three lines, and as tall as three for four", () => {
    expect([1, 2, 3, 4].map(headlineScale)).toEqual([1, 1, 1, 0.75]);
  });
});
