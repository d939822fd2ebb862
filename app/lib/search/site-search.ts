import { href, paths } from "~/lib/navigation/public-paths";
import { type ExcerptPart, excerptParts } from "./excerpt";

/** Where a result sits on the site: the index's `kind` of each page (site-build/search). */
export const SEARCH_KINDS = ["project", "post", "section"] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

export type SearchResult = { url: string; title: string; kind: SearchKind; excerpt: ExcerptPart[] };
export type SearchAnswer = { query: string; count: number; results: SearchResult[] };

/** What this module uses of the index's script (/pagefind/pagefind.js, Pagefind 1.x). */
type PagefindData = { url: string; excerpt: string; meta: Record<string, string | undefined> };
type Pagefind = {
  options: (options: Record<string, unknown>) => Promise<void>;
  init: () => Promise<void>;
  search: (query: string) => Promise<{ results: { data: () => Promise<PagefindData> }[] } | null>;
};

/** How many results a search shows: a screen's worth on a phone. */
export const SHOWN_RESULTS = 8;

let index: Promise<Pagefind> | undefined;

/**
 * The index's script, loaded on first use and kept: never before the visitor reaches for search.
 * A failed load is forgotten, so the next open tries again.
 */
export function loadSearchIndex(): Promise<Pagefind> {
  // A variable, not a literal: the bundler leaves the import to the browser (the file is written
  // after the bundle, beside it).
  const script: string = href(paths.searchScript);
  index ??= import(/* @vite-ignore */ script)
    .then(async (pagefind: Pagefind) => {
      // Its results' addresses as the router names them: Pagefind would put the site's path before them.
      await pagefind.options({ excerptLength: 22, baseUrl: "/" });
      await pagefind.init();
      return pagefind;
    })
    .catch((error: unknown) => {
      index = undefined;
      throw error;
    });
  return index;
}

/** A page's address as the site writes it: `/project/2`, not the folder's `/project/2/`. */
export const siteAddress = (url: string) =>
  url.replace(/\/(?=$|#)/, (slash, at: number) => (at === 0 ? slash : ""));

const kindOf = (kind: string | undefined): SearchKind =>
  SEARCH_KINDS.find((known) => known === kind) ?? "section";

/** The site's pages that hold every word of `query`, best first: how many, and the first few drawn. */
export async function searchSite(query: string): Promise<SearchAnswer> {
  const pagefind = await loadSearchIndex();
  const found = await pagefind.search(query);
  const hits = found?.results ?? [];
  const results = await Promise.all(
    hits.slice(0, SHOWN_RESULTS).map(async (hit) => {
      const data = await hit.data();
      return {
        url: siteAddress(data.url),
        title: data.meta.title ?? siteAddress(data.url),
        kind: kindOf(data.meta.kind),
        excerpt: excerptParts(data.excerpt),
      };
    }),
  );
  return { query, count: hits.length, results };
}
