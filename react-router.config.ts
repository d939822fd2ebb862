import path from "node:path";
import type { Config } from "@react-router/dev/config";
import { prerenderPaths, WRITING_PATHS_VARIABLE } from "./app/lib/navigation/public-paths";
import { projectIdsIn } from "./site-build/content/vite-plugin";
import { contentDir, postsDir } from "./site-build/content-dir";
import { deferAppStartInBuild } from "./site-build/defer-app-start";
import { writingPathsOfRun } from "./site-build/writing/post-files";

/**
 * The writing pages of this run (drafts on the dev server). The route table (app/routes.ts) takes
 * them from here, handed in through the environment, since app/ reads no files: both must agree,
 * or React Router stops on a route whose loader has no page to write.
 */
const writing = writingPathsOfRun(postsDir);
process.env[WRITING_PATHS_VARIABLE] = JSON.stringify(writing);

export default {
  ssr: false,
  // BUILD_DIR lets a second build (the tests' other content) sit beside the main one.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  // The home page, every project page and the writing pages become HTML at build time, and the
  // sitemap, robots.txt, manifest, icons and share images become files. Every
  // other path is served the SPA fallback, which renders NOT FOUND.
  prerender: () => prerenderPaths(projectIdsIn(contentDir), writing),
  // After the prerender: the app's code is fetched after the first paint (site-build/defer-app-start.ts).
  buildEnd: ({ reactRouterConfig }) =>
    deferAppStartInBuild(path.join(reactRouterConfig.buildDirectory, "client")),
} satisfies Config;
