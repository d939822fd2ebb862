import { type RefObject, useEffect } from "react";
import { afterNextFrame } from "~/motion/after-next-frame";

/** How long a row's title and description take to change places at speed 1 (service-row.css). */
const REVEAL_SECONDS = 0.45;

/** A row's reveal at its service's `speed`, set on the elements that use it (not inherited: decision 050). */
export const revealTiming = (speed: number) =>
  ({ "--reveal": `${REVEAL_SECONDS / speed}s` }) as React.CSSProperties;

/**
 * While the row is open, its title and description move from the frame after the tap's
 * (`data-moving`): the + turns in the tap's own frame, so that frame starts one transition,
 * not five (decision 056).
 */
export function useMovesAfterTap(row: RefObject<HTMLElement | null>, open: boolean) {
  useEffect(() => {
    const element = row.current;
    if (!open || !element) return;
    const cancel = afterNextFrame(() => element.setAttribute("data-moving", ""));
    return () => {
      cancel();
      element.removeAttribute("data-moving");
    };
  }, [row, open]);
}
