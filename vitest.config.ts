import { defineConfig } from "vitest/config";
import { contentDir } from "./scripts/content-dir.ts";
import { fontOptions } from "./scripts/fonts/theme-fonts.ts";
import { siteFonts } from "./scripts/fonts/vite-plugin.ts";
import { contentImages } from "./scripts/images/vite-plugin.ts";
import { readThemeColors } from "./scripts/theme-tokens.ts";

// Separate from vite.config.ts: React Router's plugin breaks component tests.
export default defineConfig({
  // The theme's colours for what is drawn outside CSS (see scripts/theme-tokens.ts).
  define: { __THEME_COLORS__: JSON.stringify(readThemeColors()) },
  plugins: [contentImages({ contentDir }), siteFonts(fontOptions)],
  resolve: {
    tsconfigPaths: true,
    alias: { "@content": contentDir },
  },
  test: {
    environment: "jsdom",
    include: [
      "app/**/*.test.{ts,tsx}",
      "server/**/*.test.ts",
      "scripts/**/*.test.ts",
      "tests/server/**/*.test.ts",
    ],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    setupFiles: ["./tests/setup-unit.ts"],
    restoreMocks: true,
  },
});
