import { createStore } from "~/lib/create-store";
import { settings } from "~/lib/settings";

/** The page's flags beneath the splash, moved by its clock (splash-clock.ts). */
export type PageFlags = {
  /** The spec's initial-load flag (docs/product.md §5): true while the LOADING splash is on screen. */
  initialLoad: boolean;
  /** The page starts to be uncovered beneath the splash, a block a frame, shortly before it lifts. */
  pageUncovering: boolean;
  /** The page is drawn beneath the splash: a frame before it lifts, so the lift is a light frame. */
  pageUncovered: boolean;
  /** The page's own effects start (reveals, scroll-linked effects, clocks): a frame after the lift. */
  pageShown: boolean;
  /** Sets every flag at once: covered by the splash, or shown. */
  setInitialLoad: (initialLoad: boolean) => void;
};

const flagsFor = (initialLoad: boolean) => ({
  initialLoad,
  pageUncovering: !initialLoad,
  pageUncovered: !initialLoad,
  pageShown: !initialLoad,
});

// Module-level: the one page beneath the one splash, read by its components and by plain code alike.
export const usePageFlags = createStore<PageFlags>((set) => ({
  ...flagsFor(settings.splashMs > 0),
  setInitialLoad: (initialLoad) => set(flagsFor(initialLoad)),
}));
