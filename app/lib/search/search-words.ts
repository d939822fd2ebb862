import search from "virtual:search-words";

/**
 * The search dialog's words in the site's language (app/lib/words: `search`), in a module of their
 * own so that only the dialog, whose code loads when a visitor first opens it, carries them; the
 * pages' first load carries only the control's name, `words.search.name` (decision 082).
 */
export const searchWords = search;
