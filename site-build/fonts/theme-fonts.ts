import { contentDir } from "../content-dir.ts";

/**
 * The theme's font packages (their family names are in app/app.css `@theme`),
 * and the folders whose characters the site shows. To change a font, see
 * docs/customizing.md.
 */
export const fontOptions = {
  packages: [
    "@fontsource-variable/space-grotesk",
    "@fontsource-variable/inter",
    "@fontsource-variable/jetbrains-mono",
  ],
  textDirs: [contentDir, "app"],
};
