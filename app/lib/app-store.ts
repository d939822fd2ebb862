import { useSyncExternalStore } from "react";
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

type Listener = (state: AppState) => void;
const listeners = new Set<Listener>();

const setState = (change: Partial<AppState>) => {
  state = { ...state, ...change };
  for (const listener of listeners) listener(state);
};

const initialState: AppState = {
  menuOpen: false,
  ...pageFlags(settings.splashMs > 0),
  setMenuOpen: (menuOpen) => setState({ menuOpen }),
  setInitialLoad: (initialLoad) => setState(pageFlags(initialLoad)),
};
let state = initialState;

const subscribe = (listener: Listener) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/**
 * The app's state, read by a selector that re-renders its component when what it selects
 * changes, and by plain code through `getState`, `setState` and `subscribe`. A store of our own
 * in a dozen lines: a library for two flags cost the JavaScript every page loads half a kilobyte.
 */
export const useAppStore = Object.assign(
  <T>(select: (state: AppState) => T): T =>
    useSyncExternalStore(
      subscribe,
      () => select(state),
      // The prerendered page, and so its hydration, is drawn from the first state.
      () => select(initialState),
    ),
  { getState: () => state, setState, subscribe },
);

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
