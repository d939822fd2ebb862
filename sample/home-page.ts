import type { HomePage } from "~/content/schema";

/**
 * The home page's sections, top to bottom. Leave one out to take it off the page, or move it;
 * a list section from lists.ts joins by its id. The names: docs/customizing.md.
 */
export const homePage: HomePage = [
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
];
