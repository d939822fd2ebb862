import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { decodeAhead } from "~/motion/splash/decode-ahead";
import { usePageFlags } from "~/motion/splash/page-flags";
import { type CoveredBlocks, coverInBlocks } from "~/motion/splash/uncover-in-steps";

/**
 * The page beneath the LOADING splash. Until the app runs it is hidden (splash.css); where no
 * script runs it is shown, usable. Once the app runs, its blocks are inert instead
 * and it is drawn, transparent, beneath the opaque splash, so that uncovering it restyles one
 * block a frame in the splash's last frames, not the whole page in one (decisions 044, 047), and
 * the first screen's images are decoded meanwhile (decision 059).
 */
export function CoveredPage({ children }: { children: React.ReactNode }) {
  const covered = usePageFlags((state) => !state.pageUncovered);
  const uncovering = usePageFlags((state) => state.pageUncovering);
  const wrapper = useRef<HTMLDivElement>(null);
  const [blocks, setBlocks] = useState<CoveredBlocks>();
  useLayoutEffect(() => {
    if (!covered || !wrapper.current) return;
    const covering = coverInBlocks(wrapper.current);
    decodeAhead(wrapper.current);
    setBlocks(covering);
    return () => {
      covering.uncoverAll();
      setBlocks(undefined);
    };
  }, [covered]);
  useEffect(() => {
    if (uncovering) blocks?.startUncovering();
  }, [uncovering, blocks]);

  return (
    <div ref={wrapper} data-covered={covered ? (blocks ? "beneath" : "hidden") : undefined}>
      {children}
    </div>
  );
}
