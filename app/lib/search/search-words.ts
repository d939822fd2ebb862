/**
 * The search dialog's words: interface words (app/lib/interface-words.ts) kept in a module of
 * their own, so that only the dialog, whose code loads when a visitor first opens it, carries
 * them; the pages' first load carries only the control's name, `words.search.name`
 * (decision 082). Plain data, importing nothing.
 */
export const searchWords = {
  /** The box's label and its placeholder. */
  label: "Search the site",
  placeholder: "Projects, posts, sections…",
  close: "Close",
  loading: "Loading the search…",
  /** Where the index is not built: the dev server, or a build with PUBLIC_SEARCH=off. */
  unavailable: "Search works on the built site (npm run build, then npm start).",
  /** What a screen reader hears and the dialog shows once a search has answered. */
  found: (count: number, query: string) =>
    count === 0
      ? `No results for “${query}”`
      : `${count} ${count === 1 ? "result" : "results"} for “${query}”`,
  /** Beneath the results: how to move through them. */
  keys: "↑ ↓ to move, Enter to open, Esc to close",
  /** Where a result sits. */
  kinds: { project: "Project", post: "Post", section: "Section" },
};
