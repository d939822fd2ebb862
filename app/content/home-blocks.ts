/*
 * The home page's blocks, apart from the schema: the page imports these in the browser, where
 * the schema's validator (zod) never goes.
 */

/**
 * The home page's built-in blocks, by the name `home-page.ts` gives each (what each shows:
 * docs/customizing.md), in the sample's order: the order of a content folder that names none.
 * A list section (lists.ts) joins them under its own id.
 */
export const BUILT_IN_BLOCKS = [
  "hero",
  "about",
  "services",
  "approach",
  "work",
  "statement",
  "history",
  "tools",
  "testimonials",
  "writing",
  "contact",
] as const;
export type BuiltInBlock = (typeof BUILT_IN_BLOCKS)[number];
