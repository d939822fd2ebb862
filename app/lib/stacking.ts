import { STACKING_CARD_SCALE_STEP } from "~/lib/constants";

/**
 * Scale keyframes for card `index` of `count` stacked sticky cards, against the
 * scroll progress (0…1) through the stack: card k arrives at progress k/(count-1),
 * and every card beneath it shrinks by STACKING_CARD_SCALE_STEP per card on top.
 */
export function stackingScaleKeyframes(index: number, count: number) {
  const arrivals = Array.from({ length: count - index }, (_, step) => index + step);
  const at = arrivals.map((card) => (count > 1 ? card / (count - 1) : 0));
  const scale = arrivals.map((card) => 1 - STACKING_CARD_SCALE_STEP * (card - index));
  return { at, scale };
}
