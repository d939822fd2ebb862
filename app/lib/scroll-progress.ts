import { type RefObject, useEffect } from "react";

/**
 * Where a scroll-linked effect starts and ends, as lines across the viewport
 * (0 = top, 1 = bottom): it starts when the element's top edge meets `start` and
 * ends when its bottom edge meets `end`.
 */
export type ScrollRange = { start: number; end: number };

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

/**
 * Keeps the CSS variable `--p` on the element equal to its scroll progress
 * through `range`. CSS does the rest (opacity, transforms), so scrolling never
 * re-renders React; the work is one style write per frame, only while scrolling.
 */
export function useScrollProgress(ref: RefObject<HTMLElement | null>, range: ScrollRange) {
  const { start, end } = range;
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    let frame = 0;
    const update = () => {
      frame = 0;
      const box = element.getBoundingClientRect();
      const progress = scrollProgress(box.top, box.height, window.innerHeight, { start, end });
      element.style.setProperty("--p", progress.toFixed(4));
    };
    const schedule = () => {
      frame ||= requestAnimationFrame(update);
    };
    // Also when the element's own box changes: it is laid out only once the app
    // has started beneath the splash, and fonts arriving can change its height.
    const resized = new ResizeObserver(schedule);
    resized.observe(element);
    window.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", schedule, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      resized.disconnect();
      window.removeEventListener("scroll", schedule);
      window.removeEventListener("resize", schedule);
    };
  }, [ref, start, end]);
}
