import { create } from "zustand";
import { settings } from "~/lib/settings";

/** The app state of docs/product.md §5: the menu flag and the initial-load flag. */
type AppState = {
  menuOpen: boolean;
  initialLoad: boolean;
  setMenuOpen: (menuOpen: boolean) => void;
  setInitialLoad: (initialLoad: boolean) => void;
};

export const useAppStore = create<AppState>()((set) => ({
  menuOpen: false,
  initialLoad: settings.splashMs > 0,
  setMenuOpen: (menuOpen) => set({ menuOpen }),
  setInitialLoad: (initialLoad) => set({ initialLoad }),
}));

/**
 * Runs the initial-load clock for as long as the app is mounted: the flag turns
 * false `splashMs` after the app starts, and back to true when the app is torn down.
 */
export function startInitialLoadClock(splashMs: number): () => void {
  const { setInitialLoad } = useAppStore.getState();
  if (splashMs <= 0) {
    setInitialLoad(false);
    return () => setInitialLoad(true);
  }
  const timer = setTimeout(() => setInitialLoad(false), splashMs);
  return () => {
    clearTimeout(timer);
    setInitialLoad(true);
  };
}
