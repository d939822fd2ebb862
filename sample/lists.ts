import type { ListSection } from "~/content/schema";

/**
 * Sections of entries that need no code: talks, publications, awards, education, open source.
 * Each shows where its id stands in home-page.ts, in the menu and on the résumé. The sample
 * has none; docs/customizing.md has a Talks example.
 */
export const lists: ListSection[] = [];
