import type { Context } from "hono";
import { paths } from "../../app/lib/navigation/public-paths.js";

/** How long an instance trusts the page list it read: a deploy brings new instances anyway. */
const LIST_LIFETIME_MS = 10 * 60_000;

/** Fetches one of the build's static files, as the platform serves them beside the function. */
export type BuildFile = (url: URL) => Promise<Response>;

async function readPageList(fetchFile: BuildFile, url: URL): Promise<Set<string>> {
  const response = await fetchFile(url);
  if (!response.ok) throw new Error(`the build's page list (${url.pathname}) answered ${response.status}`);
  const list: unknown = await response.json();
  if (!Array.isArray(list) || !list.every((page) => typeof page === "string"))
    throw new Error(`the build's page list (${url.pathname}) is not a list of paths`);
  return new Set(list);
}

/**
 * Whether a path is one of the pages the build holds, for a function, which is built apart from
 * the pages: the build lists them in `paths.pageList` beside them (site-build/page-list.ts), and
 * the function reads that list from its own site once in a while. The Node server asks the build
 * on its disk instead. Until the list can be read, nothing is counted.
 */
export function pagesOfBuild(fetchFile: BuildFile = (url) => fetch(url)) {
  let current: { until: number; pages: Promise<Set<string>> } | undefined;
  return async (path: string, c: Context) => {
    if (!current || current.until < Date.now()) {
      const pages = readPageList(fetchFile, new URL(paths.pageList, c.req.url));
      const read = { until: Date.now() + LIST_LIFETIME_MS, pages };
      pages.catch(() => {
        if (current === read) current = undefined;
      });
      current = read;
    }
    return (await current.pages).has(path);
  };
}
