/**
 * Step 3 of `npm run build` (site-build/build.ts): each other language the content has
 * (content/<tag>/index.ts) is built on its own, with SITE_LANGUAGE=<tag>, and its pages, its
 * share images and its code join the site's under /<tag>/ (decision 084). A build of one language
 * carries only that language's words, so a page in German loads what a page in English does.
 * Its SPA fallback becomes /<tag>/404.html: NOT FOUND in that language. The Node server and
 * Cloudflare Pages serve it for an unknown path under /<tag>/; a host that serves only the root
 * 404.html (GitHub Pages, Vercel, Netlify) gets there through that page's first script
 * (language-redirect.ts, written in by finish-build.ts's one pass over the pages).
 */
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, readdirSync, renameSync, rmSync } from "node:fs";
import path from "node:path";
import { isPageData, spaFallbackIn } from "./react-router-html.ts";

/** Builds the language `tag` beside the site's build in `buildDir` and merges it into `clientDir`. */
export function buildLanguage(tag: string, { buildDir, clientDir }: { buildDir: string; clientDir: string }) {
  const started = Date.now();
  const own = path.join(buildDir, `.language-${tag}`);
  rmSync(own, { recursive: true, force: true });
  // The one place the language crosses into a build: React Router's build reads its config in a
  // process of its own (react-router.config.ts, vite.config.ts: the `__LANGUAGE_PREFIX__` define).
  const run = spawnSync("npx", ["react-router", "build"], {
    env: { ...process.env, SITE_LANGUAGE: tag, BUILD_DIR: own },
    stdio: ["ignore", "pipe", "inherit"],
  });
  if (run.status !== 0) {
    process.stdout.write(run.stdout);
    throw new Error(`The build of ${tag} failed.`);
  }
  const built = path.join(own, "client");
  // Code and fonts are named by their contents: a name both builds wrote holds the same bytes.
  cpSync(path.join(built, "assets"), path.join(clientDir, "assets"), { recursive: true, force: false });
  rmSync(path.join(clientDir, tag), { recursive: true, force: true });
  cpSync(path.join(built, tag), path.join(clientDir, tag), { recursive: true });
  renameSync(spaFallbackIn(built, existsSync), path.join(clientDir, tag, "404.html"));
  // The home page's data for a visit that arrives from another page.
  for (const file of readdirSync(built)) {
    if (isPageData(file, tag) && !existsSync(path.join(clientDir, file))) {
      cpSync(path.join(built, file), path.join(clientDir, file));
    }
  }
  rmSync(own, { recursive: true, force: true });
  console.log(`${tag}: built in ${Math.round((Date.now() - started) / 1000)} s, at /${tag}/`);
}
