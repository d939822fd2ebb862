import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { contentDir } from "./scripts/content-dir.ts";
import { contentImages } from "./scripts/images/vite-plugin.ts";

export default defineConfig({
  plugins: [tailwindcss(), contentImages({ contentDir }), reactRouter()],
  build: {
    // Fonts stay files (never data: URLs): cacheable, preloadable and allowed by the CSP.
    assetsInlineLimit: (file) => (file.endsWith(".woff2") ? false : undefined),
  },
  resolve: {
    tsconfigPaths: true,
    alias: { "@content": contentDir },
  },
});
