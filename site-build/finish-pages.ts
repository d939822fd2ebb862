import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { inlineScriptHashes, scriptPolicy } from "../server/security-headers.ts";
import { deferAppStart } from "./defer-app-start.ts";
import { insertIntoHead, ROOT_FALLBACK } from "./react-router-html.ts";

export type PageFinish = {
  /** Leave the app to start as React Router starts it (BENCH_APP_START=immediate, for the bench only). */
  startAtOnce?: boolean;
  /** The root SPA fallback's first script: on to a language's NOT FOUND (language-redirect.ts). */
  fallbackScript?: string;
};

const htmlFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(file);
    return entry.name.endsWith(".html") ? [file] : [];
  });

/**
 * One page as served: the app started after the first paint (defer-app-start.ts); in the root
 * fallback, the language redirect; and last, the policy for the page's own inline scripts, by
 * hash, first in its head (a policy in a meta element covers what comes after it), which every
 * host serves (GitHub Pages sets no headers at all). `page` names it in an error.
 */
export function finishPage(
  html: string,
  page: string,
  finish: PageFinish & { isRootFallback?: boolean },
): string {
  let finished = finish.startAtOnce ? html : deferAppStart(html, page);
  if (finish.isRootFallback && finish.fallbackScript)
    finished = insertIntoHead(finished, finish.fallbackScript, page);
  const policy = `<meta http-equiv="Content-Security-Policy" content="${scriptPolicy(inlineScriptHashes(finished))}"/>`;
  return insertIntoHead(finished, policy, page);
}

/**
 * The build's one pass over its pages, every language's included, once they are all in
 * `clientDir`: each page read once, rewritten by finishPage, written once.
 */
export function finishPages(clientDir: string, finish: PageFinish) {
  const pages = htmlFiles(clientDir);
  if (!pages.length) throw new Error(`no pages in ${clientDir}`);
  const rootFallback = path.join(clientDir, ROOT_FALLBACK);
  for (const file of pages) {
    const page = path.relative(clientDir, file);
    const html = readFileSync(file, "utf8");
    writeFileSync(file, finishPage(html, page, { ...finish, isRootFallback: file === rootFallback }));
  }
}
