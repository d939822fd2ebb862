import { fadeIn, fly, imageIn, inSight, type TakeOff, viewport } from "~/motion/page-arrival/flight";
import { motionAllowed } from "~/motion/reduced-motion";

/** A take-off older than this was not followed by its page: a flight never starts from it. */
const TAKE_OFF_FRESH_MS = 3_000;

/**
 * What a page's arrival needs to know of the page before it: the take-off of a project's
 * image (where it was, what it showed), the image frames on the page now, when the current
 * arrival ends, and the heights the home page's first blocks had as the visitor left it. One
 * per app (<PageArrivals>, page-arrivals.tsx): it outlives the pages themselves.
 */
export type Arrivals = ReturnType<typeof createArrivals>;

type BlockHeights = { width: number; heights: number[] };

export function createArrivals() {
  let takeOffPending: TakeOff | null = null;
  let arrivalEndsAt = 0;
  let blocksAsLeft: BlockHeights | null = null;
  /** How many blocks the page now shown has above where a return lands (<BlocksInOrder landsOn>). */
  let landsOn: number | undefined;
  const imageFrames = new Map<number, Element>();
  const until = (end: number) => {
    arrivalEndsAt = Math.max(arrivalEndsAt, end);
  };

  return {
    /** Whether a page is still arriving: its fade or an image's flight is playing. */
    arriving: () => performance.now() < arrivalEndsAt,

    /**
     * A page is being left from project `id`'s image (or, without an id, the only one on the
     * page): notes where it is and what it shows, if the visitor can see it.
     */
    takeOff(id?: number) {
      takeOffPending = null;
      if (!motionAllowed()) return;
      const only = imageFrames.size === 1 ? [...imageFrames][0] : undefined;
      const [frameId, frame] = id === undefined ? (only ?? []) : [id, imageFrames.get(id)];
      const image = frame && imageIn(frame);
      if (frameId === undefined || !image) return;
      const from = image.getBoundingClientRect();
      if (!inSight(from, viewport())) return;
      takeOffPending = { id: frameId, from, src: image.currentSrc || image.src, at: performance.now() };
    },

    /**
     * Project `id`'s image frame is on the new page: it takes part in the next flight that lands
     * on it. Returns the way to take it off the page.
     */
    addImageFrame(id: number, frame: Element): () => void {
      imageFrames.set(id, frame);
      const flight = takeOffPending;
      if (flight?.id === id && performance.now() - flight.at < TAKE_OFF_FRESH_MS) {
        takeOffPending = null;
        // In the frame's animation callbacks the router has put the page where it goes.
        requestAnimationFrame(() => until(fly(flight, frame)));
      }
      return () => {
        if (imageFrames.get(id) === frame) imageFrames.delete(id);
      };
    },

    /** The new page (its `main`) fades in, unless the visitor asked for reduced motion. */
    fadeIn(page: HTMLElement | null) {
      if (motionAllowed()) until(fadeIn(page));
    },

    /** The page now shown lands a return on its block `index` (none: undefined). */
    landOn(index: number | undefined) {
      landsOn = index;
    },

    /**
     * Notes the heights of the blocks above where a return to the page lands (the children of its
     * `main`), as the visitor leaves it.
     */
    rememberBlocks() {
      const blocks = document.getElementById("main")?.children;
      if (landsOn === undefined || !blocks || blocks.length < landsOn) return;
      const heights = [...blocks].slice(0, landsOn).map((block) => block.getBoundingClientRect().height);
      blocksAsLeft = { width: window.innerWidth, heights };
    },

    /** The heights noted, if the page is as wide as it was then (its blocks would wrap alike). */
    blocksAsLeft(count: number): number[] | undefined {
      if (blocksAsLeft?.width !== window.innerWidth) return undefined;
      return blocksAsLeft.heights.length === count ? blocksAsLeft.heights : undefined;
    },
  };
}
