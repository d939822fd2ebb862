import type { UserConfig } from "vite";
import { siteContent } from "./content/vite-plugin.ts";
import { contentDir } from "./content-dir.ts";
import { fontOptions } from "./fonts/theme-fonts.ts";
import { siteFonts } from "./fonts/vite-plugin.ts";
import { contentImages } from "./images/vite-plugin.ts";
import { resumePdf } from "./resume/vite-plugin.ts";
import { readSiteSettings } from "./site-settings.ts";
import { readThemeColors } from "./theme-tokens.ts";

/**
 * What the site's build and its component tests share (vite.config.ts and
 * vitest.config.ts): the content's images and fonts, the `@content` alias, and
 * the values the app reads at build time.
 */
export const siteViteConfig = (env: Record<string, string | undefined>) => {
  const settings = readSiteSettings(env);
  return {
    define: {
      // The owner's PUBLIC_* settings, checked here so a wrong one stops the build.
      __SITE_SETTINGS__: JSON.stringify(settings),
      // The theme's colours for what is drawn outside CSS (see theme-tokens.ts).
      __THEME_COLORS__: JSON.stringify(readThemeColors()),
      // Where the content's own files are, for what the build draws from them (share images).
      __CONTENT_DIR__: JSON.stringify(contentDir),
    },
    plugins: [
      siteContent({ contentDir }),
      contentImages({ contentDir }),
      siteFonts(fontOptions),
      resumePdf({ contentDir, siteUrl: settings.siteUrl }),
    ],
    resolve: {
      tsconfigPaths: true,
      alias: { "@content": contentDir },
    },
  } satisfies UserConfig;
};
