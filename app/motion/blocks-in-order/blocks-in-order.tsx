import { useEffect, useState } from "react";
import { NavigationType, useNavigationType } from "react-router";
import { useBlocksShown } from "~/motion/blocks-in-order/use-blocks-shown";
import { usePageArrival } from "~/motion/page-arrival/page-arrivals";

type Props = {
  /**
   * The block a return to the page lands on (the home page's Work): arriving from another page,
   * the blocks down to the one after it are drawn first; back through the history, the blocks
   * above it first come back as boxes of the heights they had. Without it (a project page),
   * arriving draws none of these blocks at first: the page's header, outside, arrives alone.
   */
  landsOn?: number;
  /** The blocks, each with its key, in page order: the children of the page's `main` (a post's, of its article). */
  blocks: React.ReactElement[];
};

/**
 * A page's blocks, drawn in order (decisions 046, 064). The first page of a visit, or a change
 * to a section (`/#work`), draws them all at once. A page arriving from another draws only what
 * the frame that shows it must lay out, then one more block per idle moment once it has arrived;
 * coming back through the history, the blocks above where it lands start as boxes of their
 * heights, so the router returns the visitor to the same place, and each becomes its block in
 * turn, the one next to the landing first.
 */
export function BlocksInOrder({ landsOn, blocks }: Props) {
  const { arrivals, change } = usePageArrival();
  const backInHistory = useNavigationType() === NavigationType.Pop;
  // A card's click notes the heights above the landing as the visitor leaves (open-project.ts).
  useEffect(() => arrivals?.landOn(landsOn), [arrivals, landsOn]);
  // How it starts is settled as it mounts: a later change within the page is no arrival.
  const [start] = useState(() => {
    const arrived = change !== null && !change.to.includes("#");
    if (!arrived) return { atFirst: blocks.length, boxes: undefined };
    const atFirst = landsOn === undefined ? 0 : landsOn + 2;
    const boxes = landsOn !== undefined && backInHistory ? arrivals?.blocksAsLeft(landsOn) : undefined;
    return { atFirst, boxes };
  });
  const boxCount = start.boxes?.length ?? 0;
  // One step per idle moment: first each box becomes its block, then the blocks below are added.
  const steps = useBlocksShown(blocks.length + boxCount, start.atFirst, arrivals?.arriving);
  const blocksMade = Math.min(steps - start.atFirst, boxCount);
  const shown = steps - blocksMade;
  return blocks.slice(0, shown).map((block, index) =>
    start.boxes && index < boxCount - blocksMade ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: a box stands for the block at its place
      <div key={`box-${index}`} aria-hidden="true" style={{ height: start.boxes[index] }} />
    ) : (
      block
    ),
  );
}
