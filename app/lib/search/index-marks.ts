import type { SearchKind } from "./site-search";

/**
 * What the pages carry for the search index (site-build/search, Pagefind's attributes): here
 * alone, so that the index's way of reading a page is one module's business.
 */

/** A page the index holds as one result, of this kind: its text is the marked element's. */
export const searchedPage = (kind: Exclude<SearchKind, "section">) => ({
  "data-pagefind-body": "",
  "data-pagefind-meta": `kind:${kind}`,
});

/** A part of a searched page that is not its text: the ways on, the contents. */
export const notSearched = { "data-pagefind-ignore": "all" } as const;

/**
 * A home-page section the index holds as a result of its own, linking to its anchor: every
 * headed section but those whose entries are pages of their own (Work, the latest writing).
 */
export const SEARCHED_SECTION = "data-search-section";
