import { useEffect, useState } from "react";
import { pageArriving } from "~/lib/page-arrival";
import { whenIdle } from "~/lib/when-idle";

/**
 * How many of a page's blocks to render, top down: `atFirst` when it mounts (a page arriving
 * from another draws only its first blocks, as the frame that shows it lays out everything
 * drawn, decisions 046 and 064), then one more per idle moment once the page has arrived,
 * up to `total`.
 */
export function useBlocksShown(total: number, atFirst: number, flowing = pageArriving): number {
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
