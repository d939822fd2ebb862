import { type RefObject, useEffect } from "react";
import { useAppStore } from "~/lib/app-store";

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

/** `near`: within NEAR_MARGIN of the viewport, the only elements worth measuring. */
type Tracked = {
  element: HTMLElement;
  watched: Element;
  range: ScrollRange;
  written?: string;
  near: boolean;
};

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
const nearness =
  typeof IntersectionObserver === "undefined"
    ? undefined
    : new IntersectionObserver(
        (entries) => {
          for (const entry of entries) {
            for (const item of tracked) if (item.watched === entry.target) item.near = entry.isIntersecting;
          }
          schedule();
        },
        { rootMargin: NEAR_MARGIN },
      );

/**
 * One frame's work for every tracked element: all boxes are read first, then
 * every changed `--p` is written. Reading and writing element by element would
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
    entry.element.style.setProperty("--p", value);
  }
}

function schedule() {
  frame ||= requestAnimationFrame(updateAll);
}

// Also when an element's own box changes: fonts arriving can change its height.
const resized = typeof ResizeObserver === "undefined" ? undefined : new ResizeObserver(schedule);

/**
 * Keeps the CSS variable `--p` on the element equal to its scroll progress
 * through `range`. CSS does the rest (opacity, transforms), so scrolling never
 * re-renders React; the work is one batch of reads and writes per frame, only
 * while scrolling. Nothing is measured while the LOADING splash covers the page:
 * the first measure comes when it lifts.
 */
export function useScrollProgress(ref: RefObject<HTMLElement | null>, range: ScrollRange) {
  const { start, end } = range;
  const covered = useAppStore((state) => !state.pageShown);
  useEffect(() => {
    const element = ref.current;
    if (!element || covered) return;
    // Inside a skipped section the browser does not track the element itself: watch the section.
    const watched = element.closest(".render-when-near") ?? element;
    const entry: Tracked = { element, watched, range: { start, end }, near: !nearness };
    if (tracked.size === 0) {
      window.addEventListener("scroll", schedule, { passive: true });
      window.addEventListener("resize", schedule, { passive: true });
    }
    tracked.add(entry);
    resized?.observe(element);
    nearness?.observe(watched);
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
  }, [ref, start, end, covered]);
}
