import { type RefObject, useEffect, useState } from "react";

/** How far below the screen a section is when the code it will need is fetched. */
export const FETCH_AHEAD_MARGIN = "0px 0px 1200px 0px";

/**
 * Whether the element is within `rootMargin` of the viewport. With `once`, it
 * stays true after the first time (and stops watching).
 */
export function useInView(ref: RefObject<Element | null>, { rootMargin = "0px", once = false } = {}) {
  const [inView, setInView] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        const visible = Boolean(entry?.isIntersecting);
        setInView(visible);
        if (visible && once) observer.disconnect();
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, rootMargin, once]);
  return inView;
}
