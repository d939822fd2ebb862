/**
 * Every assumption the build makes about the pages React Router writes, in one place: the
 * build's one pass over the pages (finish-pages.ts) reads and rewrites them only through these.
 * When an upgrade of React Router changes a shape, the build stops and names it
 * (ReactRouterOutputChanged), and react-router-html.test.ts says which with a page of its own.
 */

/** The head as it opens, with the charset first (it must stay within the first 1,024 bytes). */
export const HEAD_OPENING = /<head>(<meta charSet="utf-8"\/>)?/;
/** A module preload, as React Router writes one for each module the page starts with. */
export const MODULE_PRELOAD = /<link rel="modulepreload"(?: fetchpriority="\w+")? href="([^"]+)"\/>/g;
/** The page's one inline module script, importing the routes and the entry. */
export const MODULE_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/;

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
