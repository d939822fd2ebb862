/**
 * Runs after `react-router build` (part of `npm run build`): tidies the output and
 * adds what static hosts need, then stamps the build as fresh for `npm start`.
 *  - 404.html: the SPA fallback under the name Netlify, Vercel, Cloudflare Pages
 *    and GitHub Pages serve (with status 404) for paths that are not files.
 *  - _headers: security headers and caching for hosts that read it (Netlify,
 *    Cloudflare Pages).
 *  - In each page, its own script policy: a meta element allowing that page's inline
 *    scripts by hash, which every host serves (GitHub Pages sets no headers at all).
 *  - page-list.json: the pages the build holds, the only paths a function counts views of.
 *  - pagefind/: the search index of the pages (search/search-index.ts), unless PUBLIC_SEARCH=off.
 */
import { copyFileSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { paths } from "../app/lib/navigation/public-paths.ts";
import { writeBuildStamp } from "../server/build-stamp.ts";
import {
  baseSecurityHeaders,
  contentSecurityPolicy,
  externalOrigin,
  inlineScriptHashes,
  scriptPolicy,
} from "../server/security-headers.ts";
import { buildDir, clientDir } from "./build-dir.ts";
import { buildEnvironment, buildSettings } from "./ensure-build.ts";
import { pageList } from "./page-list.ts";
import { writeSearchIndex } from "./search/search-index.ts";
import { readSiteSettings } from "./site-settings.ts";

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? walk(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
  );
}

const files = walk(clientDir);

// The prerender writes a `.data` file beside each file a resource route made
// (sitemap, icons, share images); nothing ever asks for those.
for (const file of files) if (/\.(png|svg|xml|txt|webmanifest)\.data$/.test(file)) rmSync(file);

// Each page carries the policy for its own inline scripts, first in its head (a policy in a meta
// element covers what comes after it). One list of every page's hashes in the header grew with
// each page: past 2,000 characters, the most a line of Cloudflare's _headers may hold.
for (const file of files.filter((name) => name.endsWith(".html"))) {
  const html = readFileSync(file, "utf8");
  const meta = `<meta http-equiv="Content-Security-Policy" content="${scriptPolicy(inlineScriptHashes(html))}"/>`;
  // After the charset, which must stay within the first 1,024 bytes.
  writeFileSync(
    file,
    html.replace(/<head>(<meta charSet="utf-8"\/>)?/, (head) => `${head}${meta}`),
  );
}

copyFileSync(path.join(clientDir, "__spa-fallback.html"), path.join(clientDir, "404.html"));
writeFileSync(path.join(clientDir, paths.pageList), JSON.stringify(pageList(clientDir, files)));
// The settings as the bundle read them: the environment's, over any .env file's.
const settings = readSiteSettings(buildEnvironment());
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
