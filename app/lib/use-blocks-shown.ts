import { useEffect, useState } from "react";
import { whenIdle } from "~/lib/when-idle";

/** Whether a view transition is under way (never where the browser cannot say, or on the server). */
export const viewTransitionActive = () => globalThis.document?.activeViewTransition != null;

/**
 * How many of a page's blocks to render, top down. A page that mounts inside a view
 * transition (the home page as "Go Back" flows into it) draws only its first `whileFlowing`
 * blocks in the transition's frame, which also restyles every element the page has; the
 * rest follow one block per idle moment once the transition is over. Mounted any other
 * way, it draws them all at once.
 */
export function useBlocksShown(total: number, whileFlowing: number, flowing = viewTransitionActive): number {
  const [shown, setShown] = useState(() => (flowing() ? whileFlowing : total));
  useEffect(() => {
    if (shown >= total) return;
    const next = () => {
      if (flowing()) cancel = whenIdle(next);
      else setShown(shown + 1);
    };
    let cancel = whenIdle(next);
    return () => cancel();
  }, [shown, total, flowing]);
  return shown;
}
