/**
 * How long before the splash lifts the page beneath it starts to be uncovered, one block
 * a frame: long enough for a dozen frames on a slow phone.
 */
export const UNCOVER_LEAD_MS = 600;

/** The blocks a page is uncovered by: the page's top-level elements, `main` by its sections. */
export function pageBlocks(page: Element): Element[] {
  return [...page.children].flatMap((child) => (child.tagName === "MAIN" ? [...child.children] : [child]));
}

export type CoveredBlocks = {
  /** Uncovers the next block each frame until none is left. */
  startUncovering: () => void;
  /** Uncovers every block still covered, now. */
  uncoverAll: () => void;
};

/**
 * Makes every block of `page` inert, so that uncovering it can be spread over frames:
 * `inert` is inherited, and flipping it on the whole page restyles every element of it
 * in one frame (decision 047).
 */
export function coverInBlocks(page: Element): CoveredBlocks {
  const covered = pageBlocks(page);
  for (const block of covered) block.toggleAttribute("inert", true);
  let frame: number | undefined;
  const uncoverNext = () => {
    const block = covered.shift();
    block?.removeAttribute("inert");
    frame = covered.length > 0 ? requestAnimationFrame(uncoverNext) : undefined;
  };
  return {
    startUncovering: () => {
      if (frame === undefined && covered.length > 0) frame = requestAnimationFrame(uncoverNext);
    },
    uncoverAll: () => {
      if (frame !== undefined) cancelAnimationFrame(frame);
      frame = undefined;
      for (const block of covered.splice(0)) block.removeAttribute("inert");
    },
  };
}
