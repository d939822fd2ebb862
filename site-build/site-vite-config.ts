import type { UserConfig } from "vite";
import { BUILT_IN_BLOCKS } from "../app/content/home-blocks.ts";
import { blockKindsIn, readSplitContent } from "./content/read-split-content.ts";
import { siteContent } from "./content/vite-plugin.ts";
import { contentDir, postsDir, siteLanguage } from "./content-dir.ts";
import { fontOptions } from "./fonts/theme-fonts.ts";
import { siteFonts } from "./fonts/vite-plugin.ts";
import { contentImages } from "./images/vite-plugin.ts";
import { resumePdf } from "./resume/vite-plugin.ts";
import { readSiteSettings } from "./site-settings.ts";
import { readThemeColors } from "./theme-tokens.ts";
import { draftsShownThisRun } from "./writing/post-files.ts";
import { writing } from "./writing/vite-plugin.ts";

/**
 * `__SHOWN__.<kind>` for each kind of home-page block (the built-in sections and "list"): in a
 * production build, whether the owner's home page shows one, so that the code of the others
 * never reaches the browser (app/routes/home.tsx); elsewhere (the dev server, whose content
 * changes as it runs, and the component tests) every kind.
 */
function shownBlocks(onlyTheContents: boolean): Record<string, string> {
  const shown = onlyTheContents ? new Set(blockKindsIn(contentDir)) : undefined;
  return Object.fromEntries(
    [...BUILT_IN_BLOCKS, "list"].map((kind) => [`__SHOWN__.${kind}`, String(shown?.has(kind) ?? true)]),
  );
}

/** The site's languages for the bundle: in a production build, the content's; elsewhere its own alone. */
function languageDefines(production: boolean): Record<string, string> {
  const languages = production ? readSplitContent(contentDir).languages : [];
  return { __LANGUAGES__: JSON.stringify(languages), __MULTILINGUAL__: JSON.stringify(languages.length > 1) };
}

/**
 * What the site's build and its component tests share (vite.config.ts and
 * vitest.config.ts): the content's images and fonts, and
 * the values the app reads at build time. `production` specialises the build to the content.
 */
export const siteViteConfig = (env: Record<string, string | undefined>, production = false) => {
  // A build shows no drafts; one run with NODE_ENV left at "development" would publish them all.
  if (production && draftsShownThisRun())
    throw new Error(
      `NODE_ENV is "${process.env.NODE_ENV}", so this build would publish the drafts: build with npm run build, or NODE_ENV=production.`,
    );
  const { visitsEndpoint, search, basePath, ...settings } = readSiteSettings(env);
  return {
    define: {
      ...shownBlocks(production),
      // The owner's PUBLIC_* settings, checked here so a wrong one stops the build.
      __SITE_SETTINGS__: JSON.stringify(settings),
      // Apart, so that with counting off the counting code is left out of the build.
      __VISITS_ENDPOINT__: JSON.stringify(visitsEndpoint),
      // Apart too: with search off its control, shortcut and dialog are left out of the build.
      __SEARCH__: JSON.stringify(search),
      // The path the site is served under ("" at a domain's root, where it folds away).
      __BASE_PATH__: JSON.stringify(basePath),
      // The theme's colours for what is drawn outside CSS (see theme-tokens.ts).
      __THEME_COLORS__: JSON.stringify(readThemeColors("dark")),
      __THEME_COLORS_LIGHT__: JSON.stringify(readThemeColors("light")),
      // Where the content's own files are, for what the build draws from them (share images).
      __CONTENT_DIR__: JSON.stringify(contentDir),
      // The build's language's place ("" the site's own, "/de"), and every language the site has:
      // with one, no switcher and no links to others are left in the build.
      __LANGUAGE_PREFIX__: JSON.stringify(siteLanguage ? `/${siteLanguage}` : ""),
      ...languageDefines(production),
    },
    plugins: [
      // Drafts show everywhere but in a build, as the route table has them (post-files.ts).
      siteContent({ contentDir, drafts: draftsShownThisRun(), language: siteLanguage }),
      writing({ contentDir: postsDir, drafts: draftsShownThisRun() }),
      contentImages({ contentDir, base: `${basePath}/` }),
      siteFonts(fontOptions),
      resumePdf({ contentDir, siteUrl: settings.siteUrl, language: siteLanguage, basePath }),
    ],
    // Vite's own assets (scripts, styles, fonts) under the site's path.
    base: `${basePath}/`,
    resolve: { tsconfigPaths: true },
  } satisfies UserConfig;
};
