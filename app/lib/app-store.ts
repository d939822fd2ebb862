import { useSyncExternalStore } from "react";
import { settings } from "~/lib/settings";

/** The app state of docs/product.md §5: the menu flag and the initial-load flag. */
export type AppState = {
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
// Module-level: the app's one state, read by its components and by plain code alike.
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
 * The splash's clock that moves the page flags is app/motion/splash/splash-clock.ts.
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
