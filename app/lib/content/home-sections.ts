import { blockId, type HeadedSection, type HomeBlock } from "~/lib/content/home-page";
import { content } from "~/lib/content/site-content";

/**
 * The home page, top to bottom, in the owner's order (content/home-page.ts, worked out at
 * build time by app/lib/content/home-page.ts): the route renders these blocks in this order, and the
 * headed ones take their running number from it.
 */
export const homeBlocks: HomeBlock[] = content.home.blocks;

/** How many blocks come before Work, where a visitor coming back from a project lands. */
export const BLOCKS_ABOVE_WORK = homeBlocks.indexOf("work");

/** The sections with a heading, in page order: the page's numbered headings and the menu both come from here. */
export const headedSections: HeadedSection[] = content.home.headed;

/** A headed section's place among them, from 0: its running number is one more ("02" beside its heading). */
export const headedIndex = (id: string) => headedSections.findIndex((section) => section.id === id);

/**
 * Blocks from Work on are styled and laid out only as they come near (`render-when-near`):
 * less work while the page loads and the splash lifts. Nothing above Work waits: "View My
 * Portfolio" works out its landing on Work before it starts (decision 044).
 */
export const rendersWhenNear = (id: string) =>
  homeBlocks.findIndex((block) => blockId(block) === id) >= BLOCKS_ABOVE_WORK ? "render-when-near" : "";
