import { useEffect, useState } from "react";
import { whenIdle } from "~/lib/when-idle";

/** Whether a view transition is under way (never where the browser cannot say, or on the server). */
export const viewTransitionActive = () => globalThis.document?.activeViewTransition != null;

/**
 * How many of a page's blocks to render, top down: `atFirst` when it mounts (the home page
 * flowing back from a project draws only its first blocks, as the transition's frame lays
 * out everything drawn, decision 046), then one more per idle moment once no view
 * transition is under way, up to `total`.
 */
export function useBlocksShown(total: number, atFirst: number, flowing = viewTransitionActive): number {
  const [shown, setShown] = useState(atFirst);
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
