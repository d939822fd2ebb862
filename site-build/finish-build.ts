/**
 * Step 4 of `npm run build` (site-build/build.ts), once every language is built: tidies the
 * output and adds what static hosts need, then stamps the build as fresh for `npm start`.
 *  - 404.html: the SPA fallback under the name Netlify, Vercel, Cloudflare Pages
 *    and GitHub Pages serve (with status 404) for paths that are not files.
 *  - _headers: security headers and caching for hosts that read it (Netlify,
 *    Cloudflare Pages).
 *  - Each page finished in one pass (finish-pages.ts): the app started after the first
 *    paint, the root fallback's language redirect, its own script policy by hash.
 *  - page-list.json: the pages the build holds, the only paths a function counts views of.
 *  - pagefind/: the search index of the pages (search/search-index.ts), unless PUBLIC_SEARCH=off.
 */
import { copyFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { paths } from "../app/lib/navigation/public-paths.ts";
import { writeBuildStamp } from "../server/build-stamp.ts";
import {
  baseSecurityHeaders,
  contentSecurityPolicy,
  externalOrigin,
  scriptPolicy,
} from "../server/security-headers.ts";
import { buildSettings } from "./build-settings.ts";
import { finishPages } from "./finish-pages.ts";
import { languageRedirectScript } from "./language-redirect.ts";
import { pageList } from "./page-list.ts";
import { isResourceData, ROOT_FALLBACK } from "./react-router-html.ts";
import { writeSearchIndex } from "./search/search-index.ts";
import type { SiteSettings } from "./site-settings.ts";

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? walk(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
  );
}

export type FinishBuild = {
  buildDir: string;
  clientDir: string;
  /** The site's other languages, by tag. */
  languages: string[];
  settings: SiteSettings;
  /** Start the app at once, not after the first paint (the bench's comparison, BENCH_APP_START). */
  startAtOnce: boolean;
};

export async function finishBuild({ buildDir, clientDir, languages, settings, startAtOnce }: FinishBuild) {
  const files = walk(clientDir);

  // The prerender writes a `.data` file beside each file a resource route made
  // (sitemap, icons, share images); nothing ever asks for those.
  for (const file of files) if (isResourceData(file)) rmSync(file);

  // The one pass over every page, every language's included: the app's deferred start, the root
  // fallback's language redirect, and each page's policy for its own inline scripts (one list of
  // every page's hashes in the header grew with each page: past 2,000 characters, the most a line
  // of Cloudflare's _headers may hold).
  finishPages(clientDir, {
    startAtOnce,
    fallbackScript: languageRedirectScript(languages, settings.basePath),
  });

  copyFileSync(path.join(clientDir, ROOT_FALLBACK), path.join(clientDir, "404.html"));
  writeFileSync(path.join(clientDir, paths.pageList), JSON.stringify(pageList(clientDir, files)));
  if (settings.search) await writeSearchIndex(clientDir);

  // One policy for every path (hosts merge rather than replace headers of overlapping rules). A
  // script must pass both it and the page's own: here inline scripts pass, and the page's policy
  // allows only its own, by hash.
  const policy = contentSecurityPolicy(
    [],
    externalOrigin(settings.contactEndpoint),
    scriptPolicy([], "'self' 'unsafe-inline'"),
  );
  const headers = [
    "/*",
    ...Object.entries(baseSecurityHeaders).map(([name, value]) => `  ${name}: ${value}`),
    `  Content-Security-Policy: ${policy}`,
    "",
    "/assets/*",
    "  Cache-Control: public, max-age=31536000, immutable",
    "",
  ];
  writeFileSync(path.join(clientDir, "_headers"), headers.join("\n"));

  writeBuildStamp(buildDir, buildSettings());
}
