import { useSyncExternalStore } from "react";

/**
 * The light and dark themes (app/app.css, decision 068). By default the page follows the
 * system (`prefers-color-scheme`) in CSS alone; a visitor who chooses Light or Dark in the menu
 * has it kept on this device and set as `data-theme` on <html>, before the first paint of any
 * later page by THEME_SCRIPT.
 */
export type ThemeChoice = "system" | "light" | "dark";
export type Scheme = "light" | "dark";

export const THEME_CHOICES: ThemeChoice[] = ["system", "light", "dark"];
const STORAGE_KEY = "theme";
const CHANGE_EVENT = "themechange";

/**
 * Run in <head> before the stylesheet applies (root.tsx): a choice kept from an earlier visit
 * is on <html> before anything is drawn, and the browser's chrome colour follows it. Inline,
 * so the Content-Security-Policy allows it by its hash (server/security-headers.ts).
 */
export const THEME_SCRIPT = `try{var t=localStorage.getItem("${STORAGE_KEY}");if(t==="light"||t==="dark"){document.documentElement.dataset.theme=t;document.querySelectorAll("meta[name=theme-color]").forEach(function(m){m.content=m.dataset[t]})}}catch(e){}`;

/** The system's preference (dark where it cannot be asked: no `matchMedia`, as in jsdom). */
const systemQuery = () =>
  typeof matchMedia === "function" ? matchMedia("(prefers-color-scheme: light)") : undefined;
const systemScheme = (): Scheme => (systemQuery()?.matches ? "light" : "dark");

/** The visitor's choice, and the theme drawn now. */
export const themeChoice = (): ThemeChoice => {
  const set = document.documentElement.dataset.theme;
  return set === "light" || set === "dark" ? set : "system";
};
export const schemeNow = (): Scheme => {
  const choice = themeChoice();
  return choice === "system" ? systemScheme() : choice;
};

/** Draws the page in the chosen theme, keeps the choice on this device, and tells who listens. */
export function chooseTheme(choice: ThemeChoice) {
  const root = document.documentElement;
  if (choice === "system") delete root.dataset.theme;
  else root.dataset.theme = choice;
  try {
    if (choice === "system") localStorage.removeItem(STORAGE_KEY);
    else localStorage.setItem(STORAGE_KEY, choice);
  } catch {
    // Not kept; this page still shows it.
  }
  for (const meta of document.querySelectorAll<HTMLMetaElement>("meta[name=theme-color]")) {
    const own = meta.getAttribute("media")?.includes("light") ? "light" : "dark";
    meta.content = meta.dataset[choice === "system" ? own : choice] ?? meta.content;
  }
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

function subscribe(onChange: () => void) {
  const system = systemQuery();
  system?.addEventListener("change", onChange);
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => {
    system?.removeEventListener("change", onChange);
    window.removeEventListener(CHANGE_EVENT, onChange);
  };
}

/** The visitor's choice, kept current. The prerendered page knows none: "system". */
export const useThemeChoice = () => useSyncExternalStore(subscribe, themeChoice, () => "system" as const);

/** The theme drawn now, kept current (the system's changes included). Prerendered: dark. */
export const useScheme = () => useSyncExternalStore(subscribe, schemeNow, () => "dark" as const);
