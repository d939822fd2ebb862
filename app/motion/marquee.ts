import type { RefObject } from "react";
import { useInView } from "~/lib/use-in-view";
import { useReducedMotion } from "~/motion/reduced-motion";

/**
 * The tech marquee's motion (marquee.css): `running` while it is on screen, not paused by the
 * visitor and motion is allowed (its track slides only then, on the compositor); `still` under
 * reduced motion, when the list stands still and there is nothing to pause.
 */
export function useMarquee(marquee: RefObject<HTMLElement | null>, paused: boolean) {
  const onScreen = useInView(marquee);
  const still = useReducedMotion();
  return { running: onScreen && !paused && !still, still };
}
