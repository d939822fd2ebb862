import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { contentDir } from "./scripts/content-dir.ts";
import { fontOptions } from "./scripts/fonts/theme-fonts.ts";
import { siteFonts } from "./scripts/fonts/vite-plugin.ts";
import { contentImages } from "./scripts/images/vite-plugin.ts";
import { readThemeColors } from "./scripts/theme-tokens.ts";

export default defineConfig({
  // Owner settings (README "Configuration") are PUBLIC_* variables, read at build time.
  envPrefix: ["VITE_", "PUBLIC_"],
  // The theme's colours for what is drawn outside CSS (see scripts/theme-tokens.ts).
  define: { __THEME_COLORS__: JSON.stringify(readThemeColors()) },
  plugins: [tailwindcss(), contentImages({ contentDir }), siteFonts(fontOptions), reactRouter()],
  build: {
    // Fonts stay files (never data: URLs): cacheable, preloadable and allowed by the CSP.
    assetsInlineLimit: (file) => (file.endsWith(".woff2") ? false : undefined),
  },
  resolve: {
    tsconfigPaths: true,
    alias: { "@content": contentDir },
  },
});
