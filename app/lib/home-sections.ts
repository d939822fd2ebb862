import { content } from "~/lib/site-content";

/**
 * The home page, top to bottom (docs/product.md, "The home page"). The route
 * renders these blocks in this order, and the headed ones below take their
 * running number from it.
 */
export const HOME_PAGE = [
  "hero",
  "about",
  "services",
  "approach",
  "work",
  "statement",
  "history",
  "tools",
  "testimonials",
  "contact",
] as const;
export type HomeBlock = (typeof HOME_PAGE)[number];

/** How many blocks come before Work, where a visitor coming back from a project lands. */
export const BLOCKS_ABOVE_WORK = HOME_PAGE.indexOf("work");

export type HeadedKey = keyof typeof content.site.headings;

type HeadedSection = {
  /** Its anchor (`#work`) and key. */
  id: HeadedKey;
  /** Its heading, from the content. */
  heading: string;
  /** Its running number on the page, shown beside the heading ("02"). */
  number: number;
};

const isHeaded = (block: HomeBlock): block is HeadedKey => block in content.site.headings;

/** The sections with a heading, in page order: the page's numbered headings and the menu both come from here. */
export const headedSections: HeadedSection[] = HOME_PAGE.filter(isHeaded).map((id, index) => ({
  id,
  heading: content.site.headings[id],
  number: index + 1,
}));

export const headedSection = (id: HeadedKey): HeadedSection =>
  headedSections.find((section) => section.id === id) ?? {
    id,
    heading: content.site.headings[id],
    number: 0,
  };
