import { describe, expect, it } from "vitest";
import { EXPERIENCE_CARD_COUNT, STACKING_CARD_SCALE_STEP } from "~/lib/constants";
import { stackingScaleKeyframes } from "~/lib/stacking";

describe("stacking card scale", () => {
  it("shrinks the first card by one step for every card that lands on it", () => {
    const { at, scale } = stackingScaleKeyframes(0, EXPERIENCE_CARD_COUNT);
    expect(at).toEqual([0, 1 / 3, 2 / 3, 1]);
    expect(scale.map((value) => Number(value.toFixed(2)))).toEqual([1, 0.95, 0.9, 0.85]);
  });

  it("keeps the last card at full size", () => {
    const { at, scale } = stackingScaleKeyframes(EXPERIENCE_CARD_COUNT - 1, EXPERIENCE_CARD_COUNT);
    expect(at).toEqual([1]);
    expect(scale).toEqual([1]);
  });

  it("steps by the spec's stacking scale step", () => {
    const { scale } = stackingScaleKeyframes(1, EXPERIENCE_CARD_COUNT);
    expect((scale[0] ?? 0) - (scale[1] ?? 0)).toBeCloseTo(STACKING_CARD_SCALE_STEP);
  });
});
