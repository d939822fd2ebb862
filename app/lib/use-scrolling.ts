import { useEffect, useState } from "react";

/** How long the page must rest after a scroll event before it counts as still. */
export const SCROLL_REST_MS = 200;

/**
 * True while the visitor is scrolling (or a fling is still moving the page),
 * false once no scroll event has come for SCROLL_REST_MS. For work that should
 * wait rather than compete with a scroll for the frame.
 */
export function useScrolling(): boolean {
  const [scrolling, setScrolling] = useState(false);

  useEffect(() => {
    let restTimer: ReturnType<typeof setTimeout> | undefined;
    const onScroll = () => {
      if (restTimer === undefined) setScrolling(true);
      else clearTimeout(restTimer);
      restTimer = setTimeout(() => {
        restTimer = undefined;
        setScrolling(false);
      }, SCROLL_REST_MS);
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      clearTimeout(restTimer);
    };
  }, []);

  return scrolling;
}
