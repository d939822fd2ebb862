import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, loadEnv } from "vite";
import { eagerRouter } from "./site-build/eager-router.ts";
import { dropEnvFileWarnings } from "./site-build/quiet-warnings.ts";
import { siteViteConfig } from "./site-build/site-vite-config.ts";

// React Router's own Vite servers repeat a deprecation that is theirs to fix (quiet-warnings.ts).
dropEnvFileWarnings();

export default defineConfig(({ mode, command }) => {
  // Owner settings (docs/settings.md) are PUBLIC_* variables, from the environment or a .env file;
  // without PUBLIC_SITE_URL the site is built for http://localhost:PORT, where `npm start` serves it.
  const env = { ...loadEnv(mode, process.cwd(), "PUBLIC_"), PORT: process.env.PORT };
  const site = siteViteConfig(env, command === "build");
  return {
    ...site,
    plugins: [tailwindcss(), ...site.plugins, reactRouter(), eagerRouter()],
    build: {
      // Browsers that draw light-dark() themselves: lowered for older ones, every colour in the
      // utilities became two var() lookups, the cost decision 049 took out (decision 068).
      cssTarget: ["chrome123", "edge123", "firefox120", "safari17.5"],
      // Fonts stay files (never data: URLs): cacheable, preloadable and allowed by the CSP.
      assetsInlineLimit: (file: string) => (file.endsWith(".woff2") ? false : undefined),
      // Two chunks every page loads instead of a handful: React with the router, and the app's own
      // code that more than one page uses. Each chunk costs its own gzip header and dictionary, and
      // the split the bundler chose cost the home page about 1 KB (decision 066).
      rolldownOptions: {
        // The writing's components do nothing when imported: a home page that does not place the
        // latest writing drops them, rather than keeping their chunk for its possible side effects.
        treeshake: {
          moduleSideEffects: (id: string) => !/[\\/]app[\\/]components[\\/]writing[\\/]/.test(id),
        },
        output: {
          codeSplitting: {
            groups: [
              { name: "router", test: /[\\/]node_modules[\\/](react|react-router)[\\/]/, priority: 2 },
              {
                name: "app",
                // The writing's own parts stay with the writing pages: the home page never loads them.
                test: /[\\/]app[\\/](lib|motion|components)[\\/](?!writing[\\/])/,
                minShareCount: 2,
                priority: 1,
              },
            ],
          },
        },
      },
    },
  };
});
