import { readFileSync } from "node:fs";
import path from "node:path";

type ThemeColors = Record<"ground" | "ink" | "inkMuted" | "accent" | "hot", string>;

/**
 * The theme's colours, read from the `@theme` block of app/app.css, so that what
 * is drawn outside CSS (browser chrome colour, manifest, share images, particles)
 * follows the one stylesheet the owner edits.
 */
export function readThemeColors(cssFile = path.resolve("app/app.css")): ThemeColors {
  const css = readFileSync(cssFile, "utf8");
  const token = (name: string) => {
    const value = new RegExp(`--color-${name}:\\s*([^;]+);`).exec(css)?.[1]?.trim();
    if (!value) throw new Error(`app/app.css has no --color-${name} in its @theme block`);
    return value;
  };
  return {
    ground: token("ground"),
    ink: token("ink"),
    inkMuted: token("ink-muted"),
    accent: token("accent"),
    hot: token("hot"),
  };
}
