/**
 * `npm run build`, top to bottom. What is built comes from the environment as React Router's and
 * Vite's own configs read it (CONTENT_DIR, BUILD_DIR, PUBLIC_* and .env: site-build/site-settings.ts);
 * from here on each step is handed what it works on.
 *   1. The content is checked (tools/check-content.ts): a problem stops the build, named.
 *   2. The site's own language is built by React Router: Vite's plugins (site-vite-config.ts:
 *      content, images, fonts, the résumé, the writing), then every page prerendered into
 *      <BUILD_DIR>/client, under the site's path (react-router.config.ts, base-path.ts).
 *   3. Each other language (a folder content/<tag>/) is built the same way on its own and merged
 *      in under /<tag>/ (build-language.ts, decision 084).
 *   4. One pass over the merged output (finish-build.ts): every page's HTML finished
 *      (finish-pages.ts: the deferred start, the language redirect, each page's script policy),
 *      404.html, the page list, the search index, _headers, and the build stamp `npm start` reads.
 */
import { spawnSync } from "node:child_process";
import { buildDir, clientDir } from "./build-dir.ts";
import { buildLanguage } from "./build-language.ts";
import { buildEnvironment } from "./build-settings.ts";
import { languageFolders } from "./content/languages.ts";
import { contentDir } from "./content-dir.ts";
import { finishBuild } from "./finish-build.ts";
import { readSiteSettings } from "./site-settings.ts";

/** A step run as its own command, its output shown; the build stops where one fails. */
function step(command: string, args: string[]) {
  const run = spawnSync(command, args, { stdio: "inherit" });
  if (run.status !== 0) process.exit(run.status ?? 1);
}

// A build is the production one, whatever a shell or CI job left in NODE_ENV: every build below
// inherits it, and with another the drafts would be published (site-vite-config.ts refuses that).
process.env.NODE_ENV = "production";

step("npx", ["tsx", "tools/check-content.ts"]);
step("npx", ["react-router", "build"]);
const languages = languageFolders(contentDir).map((folder) => folder.tag);
for (const language of languages) buildLanguage(language, { buildDir, clientDir });
await finishBuild({
  buildDir,
  clientDir,
  languages,
  settings: readSiteSettings(buildEnvironment()),
  startAtOnce: process.env.BENCH_APP_START === "immediate",
});
