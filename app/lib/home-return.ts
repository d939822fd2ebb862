/**
 * Coming back to the home page from a project, its blocks above Work are first drawn as empty
 * boxes of the heights they had as the visitor left: the frame that shows the page then lays
 * out only Work and what follows it, and the router still returns the visitor to the same
 * place. The blocks themselves follow once the page has arrived (decision 064).
 */

type Heights = { width: number; heights: number[] };

let asLeft: Heights | null = null;

/** Notes the heights of the home page's first `count` blocks (the children of its `main`). */
export function rememberFirstBlocks(count: number) {
  const blocks = document.getElementById("main")?.children;
  if (!blocks || blocks.length < count) return;
  const heights = [...blocks].slice(0, count).map((block) => block.getBoundingClientRect().height);
  asLeft = { width: window.innerWidth, heights };
}

/** The heights noted, if the page is as wide as it was then (its blocks would wrap alike). */
export function firstBlocksAsLeft(count: number): number[] | undefined {
  if (typeof window === "undefined" || asLeft?.width !== window.innerWidth) return undefined;
  return asLeft.heights.length === count ? asLeft.heights : undefined;
}
