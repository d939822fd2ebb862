import { readFileSync } from "node:fs";
import path from "node:path";

type ThemeColors = Record<"ground" | "ink" | "inkMuted" | "accent" | "hot", string>;
export type Scheme = "light" | "dark";

/**
 * The theme's colours in one scheme, read from the `@theme` block of app/app.css, so that what
 * is drawn outside CSS (the browser's chrome colour, manifest, share images, particles) follows
 * the one stylesheet the owner edits. A token is `light-dark(light, dark)`, or one colour for both.
 * The dark ones are the site's own: share images, icons and the manifest use them.
 */
export function readThemeColors(scheme: Scheme = "dark", cssFile = path.resolve("app/app.css")): ThemeColors {
  const css = readFileSync(cssFile, "utf8");
  const token = (name: string) => {
    const value = new RegExp(`--color-${name}:\\s*([^;]+);`).exec(css)?.[1]?.trim();
    if (!value) throw new Error(`app/app.css has no --color-${name} in its @theme block`);
    const both = /^light-dark\(\s*([^,]+?)\s*,\s*([^)]+?)\s*\)$/.exec(value);
    return both ? ((scheme === "light" ? both[1] : both[2]) ?? value) : value;
  };
  return {
    ground: token("ground"),
    ink: token("ink"),
    inkMuted: token("ink-muted"),
    accent: token("accent"),
    hot: token("hot"),
  };
}
