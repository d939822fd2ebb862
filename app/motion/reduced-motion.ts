import { useSyncExternalStore } from "react";

const query = "(prefers-reduced-motion: reduce)";

/**
 * One list for the page's lifetime, kept up to date by the browser: making a new one on
 * every read took about 10 ms at 4× on the bench's phone, when every project card read it
 * as a project opened. Module-level because it is the browser's one answer for the page.
 */
let reducedMotion: MediaQueryList | undefined;
export const reducedMotionQuery = () => {
  reducedMotion ??= window.matchMedia(query);
  return reducedMotion;
};

/** Whether the visitor lets the page move, read now (false where the browser cannot say). */
export const motionAllowed = () =>
  typeof window !== "undefined" && typeof window.matchMedia === "function" && !reducedMotionQuery().matches;

const subscribe = (onChange: () => void) => {
  const media = reducedMotionQuery();
  media.addEventListener("change", onChange);
  return () => media.removeEventListener("change", onChange);
};

/** Whether the visitor asked for reduced motion, kept current (false while prerendering). */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => reducedMotionQuery().matches,
    () => false,
  );
}
