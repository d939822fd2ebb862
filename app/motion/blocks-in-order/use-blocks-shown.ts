import { useEffect, useState } from "react";
import { whenIdle } from "~/motion/when-idle";

const never = () => false;

/**
 * How many of a page's blocks to render, top down: `atFirst` when it mounts, then one more per
 * idle moment once the page has arrived (`arriving` is false), up to `total`.
 */
export function useBlocksShown(total: number, atFirst: number, arriving: () => boolean = never): number {
  const [shown, setShown] = useState(atFirst);
  useEffect(() => {
    if (shown >= total) return;
    const next = () => {
      if (arriving()) cancel = whenIdle(next);
      else setShown(shown + 1);
    };
    let cancel = whenIdle(next);
    return () => cancel();
  }, [shown, total, arriving]);
  return shown;
}
