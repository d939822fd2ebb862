/**
 * Runs after `react-router build` (part of `npm run build`): tidies the output and
 * adds what static hosts need, then stamps the build as fresh for `npm start`.
 *  - 404.html: the SPA fallback under the name Netlify, Vercel, Cloudflare Pages
 *    and GitHub Pages serve (with status 404) for paths that are not files.
 *  - _headers: security headers and caching for hosts that read it (Netlify,
 *    Cloudflare Pages), the policy allowing every page's inline scripts by hash.
 */
import { copyFileSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { writeBuildStamp } from "../server/build-stamp.ts";
import {
  baseSecurityHeaders,
  contentSecurityPolicy,
  externalOrigin,
  inlineScriptHashes,
} from "../server/security-headers.ts";
import { buildDir, clientDir } from "./build-dir.ts";
import { buildSettings } from "./ensure-build.ts";

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? walk(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
  );
}

const files = walk(clientDir);

// The prerender writes a `.data` file beside each file a resource route made
// (sitemap, icons, share images); nothing ever asks for those.
for (const file of files) if (/\.(png|svg|xml|txt|webmanifest)\.data$/.test(file)) rmSync(file);

copyFileSync(path.join(clientDir, "__spa-fallback.html"), path.join(clientDir, "404.html"));

// One policy for every path (hosts merge rather than replace headers of overlapping
// rules): it allows the inline scripts of every page the build wrote, by hash.
const hashes = files
  .filter((file) => file.endsWith(".html"))
  .flatMap((file) => inlineScriptHashes(readFileSync(file, "utf8")));
const policy = contentSecurityPolicy(
  [...new Set(hashes)],
  externalOrigin(process.env.PUBLIC_CONTACT_ENDPOINT),
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
