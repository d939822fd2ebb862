/** The user-timing measure each "View My Portfolio" scroll leaves (the browser test reads it). */
export const PORTFOLIO_SCROLL_MEASURE = "portfolio scroll";

/** Ease in and out, so the long portfolio scroll starts and lands gently. */
export const easeInOutCubic = (t: number) => (t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2);

/**
 * Scrolls the window to `targetY` over exactly `durationMs`, or jumps when
 * `instant` (reduced motion). Returns a function that stops the scroll.
 * Wheel or touch input from the visitor also stops it. A finished scroll leaves a
 * user-timing measure named `measureName`, from its first frame to its last.
 */
export function scrollWindowTo(
  targetY: number,
  durationMs: number,
  instant = false,
  measureName = "scroll",
): () => void {
  const startY = window.scrollY;
  if (instant || durationMs <= 0 || startY === targetY) {
    window.scrollTo({ top: targetY, behavior: "instant" });
    return () => {};
  }
  let frame = 0;
  let startedAt: number | undefined;
  const stop = () => {
    cancelAnimationFrame(frame);
    window.removeEventListener("wheel", stop);
    window.removeEventListener("touchstart", stop);
  };
  const step = (now: number) => {
    startedAt ??= now;
    const progress = Math.min(1, (now - startedAt) / durationMs);
    window.scrollTo({ top: startY + (targetY - startY) * easeInOutCubic(progress), behavior: "instant" });
    if (progress < 1) frame = requestAnimationFrame(step);
    else {
      stop();
      performance.measure(measureName, { start: startedAt, end: now });
    }
  };
  window.addEventListener("wheel", stop, { passive: true });
  window.addEventListener("touchstart", stop, { passive: true });
  frame = requestAnimationFrame(step);
  return stop;
}

/**
 * The page offset at which `element`'s top edge sits, honouring its scroll-margin and the
 * page's scroll-padding (the band behind the fixed chrome), as the browser's own jumps do.
 */
export function scrollTargetOf(element: Element): number {
  const margin = Number.parseFloat(getComputedStyle(element).scrollMarginTop) || 0;
  const padding = Number.parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
  return Math.max(0, element.getBoundingClientRect().top + window.scrollY - margin - padding);
}
