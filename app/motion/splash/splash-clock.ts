import { useEffect } from "react";
import { settings } from "~/lib/settings";
import { afterNextFrame } from "~/motion/after-next-frame";
import { usePageFlags } from "~/motion/splash/page-flags";
import { UNCOVER_LEAD_MS } from "~/motion/splash/uncover-in-steps";

/** Nothing scrolls beneath the splash: the document's class until it lifts (splash.css). */
export const COVERED_PAGE_CLASS = "page-covered";

/**
 * Runs the initial-load clock for as long as the app is mounted: `UNCOVER_LEAD_MS` before
 * the end the page starts to be uncovered beneath the splash, a block a frame; `splashMs`
 * after the app starts what is left is uncovered, a frame later the splash lifts
 * (the flag turns false), a frame after that the page's effects start. Each step is
 * its own frame, so none of them is a long one on a slow phone. Torn down, the app is
 * back in its initial load.
 */
export function startInitialLoadClock(splashMs: number): () => void {
  const { setInitialLoad } = usePageFlags.getState();
  if (splashMs <= 0) {
    setInitialLoad(false);
    return () => setInitialLoad(true);
  }
  let cancelStep = () => {};
  const leadTimer = setTimeout(
    () => usePageFlags.setState({ pageUncovering: true }),
    Math.max(0, splashMs - UNCOVER_LEAD_MS),
  );
  const timer = setTimeout(() => {
    usePageFlags.setState({ pageUncovered: true });
    cancelStep = afterNextFrame(() => {
      usePageFlags.setState({ initialLoad: false });
      cancelStep = afterNextFrame(() => usePageFlags.setState({ pageShown: true }));
    });
  }, splashMs);
  return () => {
    clearTimeout(leadTimer);
    clearTimeout(timer);
    cancelStep();
    setInitialLoad(true);
  };
}

/**
 * The splash's clock, from the app's start (the product's PUBLIC_SPLASH_MS), and the document
 * held still beneath the splash. Returns the initial-load flag: true while the splash shows.
 */
export function useInitialLoadClock(): boolean {
  const initialLoad = usePageFlags((state) => state.initialLoad);
  useEffect(() => startInitialLoadClock(settings.splashMs), []);
  useEffect(() => {
    document.documentElement.classList.toggle(COVERED_PAGE_CLASS, initialLoad);
  }, [initialLoad]);
  return initialLoad;
}
