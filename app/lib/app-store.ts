import { createStore } from "~/lib/create-store";

/**
 * The app state of docs/product.md §5: the menu flag, and whether the search is open (from the
 * chrome, the menu or a shortcut). The initial-load flag is the splash's
 * (app/motion/splash/page-flags.ts).
 */
export type AppState = {
  menuOpen: boolean;
  setMenuOpen: (menuOpen: boolean) => void;
  searchOpen: boolean;
  setSearchOpen: (searchOpen: boolean) => void;
};

// Module-level: the app's one state, read by its components and by plain code alike.
export const useAppStore = createStore<AppState>((set) => ({
  menuOpen: false,
  setMenuOpen: (menuOpen) => set({ menuOpen }),
  searchOpen: false,
  setSearchOpen: (searchOpen) => set({ searchOpen }),
}));
