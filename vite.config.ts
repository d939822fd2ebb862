import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, loadEnv } from "vite";
import { eagerRouter } from "./site-build/eager-router.ts";
import { siteViteConfig } from "./site-build/site-vite-config.ts";

export default defineConfig(({ mode, command }) => {
  // Owner settings (docs/settings.md) are PUBLIC_* variables, from the environment or a .env file.
  const site = siteViteConfig(loadEnv(mode, process.cwd(), "PUBLIC_"), command === "build");
  return {
    ...site,
    plugins: [tailwindcss(), ...site.plugins, reactRouter(), eagerRouter()],
    build: {
      // Fonts stay files (never data: URLs): cacheable, preloadable and allowed by the CSP.
      assetsInlineLimit: (file: string) => (file.endsWith(".woff2") ? false : undefined),
    },
  };
});
