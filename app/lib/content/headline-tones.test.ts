import { describe, expect, it } from "vitest";
import { headlineTones } from "./headline-tones";

describe("the hero's line colours", () => {
  it("keep the design's three (muted, accent, ink) and its end for any other count", () => {
    expect(headlineTones(3)).toEqual(["muted", "accent", "ink"]);
    expect(headlineTones(1)).toEqual(["ink"]);
    expect(headlineTones(2)).toEqual(["accent", "ink"]);
    expect(headlineTones(4)).toEqual(["muted", "muted", "accent", "ink"]);
  });
});
