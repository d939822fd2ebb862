import { readSplitContent } from "../content/vite-plugin.ts";
import { contentDir } from "../content-dir.ts";

/**
 * The theme's font packages by role (their family names are in app/app.css `@theme`):
 * the site and the résumé both take them from here. To change a font, see
 * docs/customizing.md.
 */
export const themeFontPackages = {
  display: "@fontsource-variable/space-grotesk",
  sans: "@fontsource-variable/inter",
  mono: "@fontsource-variable/jetbrains-mono",
} as const;

/** The packages, and the folders whose characters the site shows. */
export const fontOptions = {
  packages: Object.values(themeFontPackages),
  textDirs: [contentDir, "app"],
  words: () => JSON.stringify(readSplitContent(contentDir).words),
};
