import path from "node:path";
import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/lib/navigation/public-paths";
import { hoistBasePath } from "./site-build/base-path";
import { buildEnvironment } from "./site-build/build-settings";
import { projectIdsIn } from "./site-build/content/read-split-content";
import { contentDir } from "./site-build/content-dir";
import { routeTable } from "./site-build/route-table";
import { readSiteSettings } from "./site-build/site-settings";

// The path the site is served under (PUBLIC_SITE_URL's, "" at a domain's root), from the
// environment or .env as vite.config.ts reads it.
const { basePath } = readSiteSettings(buildEnvironment());

export default {
  ssr: false,
  // React Router v8's behaviours, taken where they change nothing here (decision 094). Each flag
  // left unset prints a warning in every build.
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    // Not yet: at /writing/ (where GitHub Pages sends /writing) it would fetch writing/_.data,
    // which the prerender does not write; the build's writing.data would go unread.
    v8_trailingSlashAwareDataRequests: false,
  },
  basename: `${basePath}/`,
  // BUILD_DIR lets a second build (the tests' other content) sit beside the main one.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  // The home page, every project page and the writing pages become HTML at build time, and the
  // sitemap, robots.txt, manifest, icons and share images become files. Every
  // other path is served the SPA fallback, which renders NOT FOUND.
  prerender: () => prerenderPaths(projectIdsIn(contentDir), routeTable.writing, routeTable.prefix),
  // After the prerender: the pages under the path come up beside the assets (base-path.ts). The
  // pages are finished in one pass once every language is built (site-build/finish-build.ts).
  buildEnd: ({ reactRouterConfig }) => {
    hoistBasePath(path.join(reactRouterConfig.buildDirectory, "client"), basePath);
  },
} satisfies Config;
