/**
 * Every assumption the build makes about what React Router writes, in one place: the pages' shapes,
 * which the build's one pass over them (finish-pages.ts) reads and rewrites only through these,
 * and the names of the files its prerender leaves beside them.
 * When an upgrade of React Router changes a shape, the build stops and names it
 * (ReactRouterOutputChanged), and react-router-html.test.ts says which with a page of its own.
 */
import path from "node:path";

/** The head as it opens, with the charset first (it must stay within the first 1,024 bytes). */
export const HEAD_OPENING = /<head>(<meta charSet="utf-8"\/>)?/;
/** A module preload, as React Router writes one for each module the page starts with. */
export const MODULE_PRELOAD = /<link rel="modulepreload"(?: fetchpriority="\w+")? href="([^"]+)"\/>/g;
/** The page's one inline module script, importing the routes and the entry. */
export const MODULE_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/;

/** The SPA fallback of a build whose pages include "/" (the page every unknown path is given). */
export const ROOT_FALLBACK = "__spa-fallback.html";
/** React Router names the fallback index.html where "/" is not among the pages it writes (a language's build). */
const FALLBACK_NAMES = [ROOT_FALLBACK, "index.html"];

/** The SPA fallback a build wrote into `dir`, by either name; the build stops where there is none. */
export function spaFallbackIn(dir: string, present: (file: string) => boolean): string {
  const found = FALLBACK_NAMES.map((name) => path.join(dir, name)).find(present);
  if (!found) throw new ReactRouterOutputChanged(`SPA fallback (${FALLBACK_NAMES.join(" or ")})`, dir);
  return found;
}

/** The data a visit arriving from another page fetches for the page at /<name>/: /<name>.data. */
export const isPageData = (file: string, name: string) =>
  file.startsWith(`${name}.`) && file.endsWith(".data");

/** The `.data` file the prerender writes beside each file a resource route made; nothing asks for it. */
export const isResourceData = (file: string) => /\.(png|svg|xml|txt|webmanifest)\.data$/.test(file);

/** React Router's output no longer has a shape the build relies on. */
export class ReactRouterOutputChanged extends Error {
  constructor(shape: string, page: string) {
    super(
      `React Router's output has changed: ${page} has no ${shape}. ` +
        "Update site-build/react-router-html.ts to what it writes now (decision 010).",
    );
  }
}

/** `markup` first in the page's head, after the charset. */
export function insertIntoHead(html: string, markup: string, page = "the page"): string {
  if (!HEAD_OPENING.test(html)) throw new ReactRouterOutputChanged("<head> to write into", page);
  return html.replace(HEAD_OPENING, (head) => `${head}${markup}`);
}
