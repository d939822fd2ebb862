import { create } from "zustand";
import { afterNextFrame } from "~/lib/after-next-frame";
import { settings } from "~/lib/settings";
import { UNCOVER_LEAD_MS } from "~/lib/uncover-in-steps";

/** The app state of docs/product.md §5: the menu flag and the initial-load flag. */
type AppState = {
  menuOpen: boolean;
  /** The spec's initial-load flag: true while the LOADING splash is on screen. */
  initialLoad: boolean;
  /** The page starts to be uncovered beneath the splash, a block a frame, shortly before it lifts. */
  pageUncovering: boolean;
  /** The page is drawn beneath the splash: a frame before it lifts, so the lift is a light frame. */
  pageUncovered: boolean;
  /** The page's own effects start (reveals, scroll-linked effects, clocks): a frame after the lift. */
  pageShown: boolean;
  setMenuOpen: (menuOpen: boolean) => void;
  /** Sets every page flag at once: covered by the splash, or shown. */
  setInitialLoad: (initialLoad: boolean) => void;
};

const pageFlags = (initialLoad: boolean) => ({
  initialLoad,
  pageUncovering: !initialLoad,
  pageUncovered: !initialLoad,
  pageShown: !initialLoad,
});

export const useAppStore = create<AppState>()((set) => ({
  menuOpen: false,
  ...pageFlags(settings.splashMs > 0),
  setMenuOpen: (menuOpen) => set({ menuOpen }),
  setInitialLoad: (initialLoad) => set(pageFlags(initialLoad)),
}));

/**
 * Runs the initial-load clock for as long as the app is mounted: `UNCOVER_LEAD_MS` before
 * the end the page starts to be uncovered beneath the splash, a block a frame; `splashMs`
 * after the app starts what is left is uncovered, a frame later the splash lifts
 * (the flag turns false), a frame after that the page's effects start. Each step is
 * its own frame, so none of them is a long one on a slow phone. Torn down, the app is
 * back in its initial load.
 */
export function startInitialLoadClock(splashMs: number): () => void {
  const { setInitialLoad } = useAppStore.getState();
  if (splashMs <= 0) {
    setInitialLoad(false);
    return () => setInitialLoad(true);
  }
  let cancelStep = () => {};
  const leadTimer = setTimeout(
    () => useAppStore.setState({ pageUncovering: true }),
    Math.max(0, splashMs - UNCOVER_LEAD_MS),
  );
  const timer = setTimeout(() => {
    useAppStore.setState({ pageUncovered: true });
    cancelStep = afterNextFrame(() => {
      useAppStore.setState({ initialLoad: false });
      cancelStep = afterNextFrame(() => useAppStore.setState({ pageShown: true }));
    });
  }, splashMs);
  return () => {
    clearTimeout(leadTimer);
    clearTimeout(timer);
    cancelStep();
    setInitialLoad(true);
  };
}
