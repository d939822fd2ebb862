import { type RefObject, useEffect } from "react";
import { usePageFlags } from "~/motion/splash/page-flags";

/**
 * Where a scroll-linked effect starts and ends, as lines across the viewport
 * (0 = top, 1 = bottom): it starts when the element's top edge meets `start` and
 * ends when its bottom edge meets `end`.
 */
type ScrollRange = { start: number; end: number };

/** Progress (0…1) of an element through `range`, from its box and the viewport height. */
export function scrollProgress(
  top: number,
  height: number,
  viewportHeight: number,
  range: ScrollRange,
): number {
  const travelled = range.start * viewportHeight - top;
  const distance = height + (range.start - range.end) * viewportHeight;
  if (distance <= 0) return travelled >= 0 ? 1 : 0;
  return Math.min(1, Math.max(0, travelled / distance));
}

/** Shows an element's progress (0…1) through its range, for instance as a CSS variable. */
export type ProgressWriter = (element: HTMLElement, progress: number) => void;

/** `near`: within NEAR_MARGIN of the viewport, the only elements worth measuring. */
type Tracked = {
  element: HTMLElement;
  watched: Element;
  range: ScrollRange;
  write: ProgressWriter;
  written?: string;
  near: boolean;
};

/** `--p` on the measured element itself. */
const writeOwnProgress: ProgressWriter = (element, progress) =>
  element.style.setProperty("--p", String(progress));

/**
 * `--p` on the element's descendants matching `selector`, the ones whose styles use it:
 * `--p` is registered as not inherited (app.css), so it never reaches the rest of the
 * subtree, whose styles the browser can then share and reuse (decision 050).
 */
export const writeProgressOn =
  (selector: string): ProgressWriter =>
  (element, progress) => {
    for (const target of element.querySelectorAll<HTMLElement>(selector)) writeOwnProgress(target, progress);
  };

/*
 * One scheduler for the whole page, module-level on purpose: every tracked element is measured
 * in the same frame, all reads before all writes, whatever component tracks it.
 */
const tracked = new Set<Tracked>();
let frame = 0;

/**
 * Measuring an element far off screen costs a frame: inside a `.render-when-near`
 * section (content-visibility: auto) reading its box makes the browser style and lay
 * out the whole skipped section at once (about 70 ms at 4× for History as the splash
 * lifted). So only elements near the viewport are measured; one far away keeps its
 * last `--p` until it comes near, well before it is seen.
 */
const NEAR_MARGIN = "25% 0px";
let nearness: IntersectionObserver | undefined;
/** The observer of what is near, made with the first element tracked (none where the browser has none). */
const nearnessObserver = () => {
  if (typeof IntersectionObserver === "undefined") return undefined;
  nearness ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        for (const item of tracked) if (item.watched === entry.target) item.near = entry.isIntersecting;
      }
      schedule();
    },
    { rootMargin: NEAR_MARGIN },
  );
  return nearness;
};

/**
 * One frame's work for every tracked element: all boxes are read first, then
 * every changed progress is written. Reading and writing element by element would
 * make the browser redo style and layout once per element.
 */
function updateAll() {
  frame = 0;
  const viewportHeight = window.innerHeight;
  const measured = [...tracked]
    .filter((entry) => entry.near)
    .map((entry) => ({ entry, box: entry.element.getBoundingClientRect() }));
  for (const { entry, box } of measured) {
    const value = scrollProgress(box.top, box.height, viewportHeight, entry.range).toFixed(4);
    if (value === entry.written) continue;
    entry.written = value;
    entry.write(entry.element, Number(value));
  }
}

function schedule() {
  frame ||= requestAnimationFrame(updateAll);
}

// Also when an element's own box changes: fonts arriving can change its height.
let resized: ResizeObserver | undefined;
const resizeObserver = () => {
  if (typeof ResizeObserver === "undefined") return undefined;
  resized ??= new ResizeObserver(schedule);
  return resized;
};

/**
 * Keeps the element's scroll progress through `range` shown by `write` (a module-level
 * function, so it stays the same between renders): by default the CSS variable `--p`
 * on the element. CSS does the rest (opacity, transforms), so scrolling never
 * re-renders React; the work is one batch of reads and writes per frame, only
 * while scrolling. Nothing is measured while the LOADING splash covers the page:
 * the first measure comes when the page is shown. That moment is followed outside
 * React: a re-render of every component using this hook (each word of each paragraph,
 * every service and role) was the longest frame of the lift on a slow phone.
 */
export function useScrollProgress(
  ref: RefObject<HTMLElement | null>,
  range: ScrollRange,
  write: ProgressWriter = writeOwnProgress,
) {
  const { start, end } = range;
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    let stopTracking: (() => void) | undefined;
    const follow = (pageShown: boolean) => {
      if (pageShown && !stopTracking) stopTracking = track(element, { start, end }, write);
      if (!pageShown && stopTracking) {
        stopTracking();
        stopTracking = undefined;
      }
    };
    follow(usePageFlags.getState().pageShown);
    const unsubscribe = usePageFlags.subscribe((state) => follow(state.pageShown));
    return () => {
      unsubscribe();
      stopTracking?.();
    };
  }, [ref, start, end, write]);
}

/** Starts measuring `element` each frame it may have moved; returns how to stop. */
function track(element: HTMLElement, range: ScrollRange, write: ProgressWriter): () => void {
  // Inside a skipped section the browser does not track the element itself: watch the section.
  const watched = element.closest(".render-when-near") ?? element;
  const near = nearnessObserver();
  const entry: Tracked = { element, watched, range, write, near: !near };
  if (tracked.size === 0) {
    window.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", schedule, { passive: true });
  }
  tracked.add(entry);
  resizeObserver()?.observe(element);
  near?.observe(watched);
  schedule();
  return () => {
    tracked.delete(entry);
    resized?.unobserve(element);
    if (![...tracked].some((other) => other.watched === watched)) nearness?.unobserve(watched);
    if (tracked.size > 0) return;
    cancelAnimationFrame(frame);
    frame = 0;
    window.removeEventListener("scroll", schedule);
    window.removeEventListener("resize", schedule);
  };
}
