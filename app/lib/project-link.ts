import { PROJECT_CARD_MOBILE_CLICK_BREAKPOINT_PX, SCROLL_TO_TOP_DELAY_MS } from "~/constants";

import { paths } from "~/lib/public-paths";

/** Below the breakpoint a tap anywhere on a project card opens it; above, only MORE does. */
export const wholeCardOpens = (viewportWidth: number) =>
  viewportWidth < PROJECT_CARD_MOBILE_CLICK_BREAKPOINT_PX;

/**
 * Opening a project (docs/product.md §4): navigate to it, and SCROLL_TO_TOP_DELAY_MS later
 * scroll to the top. Navigating first lets the router remember where the visitor
 * was on the home page, so "Go Back" returns them there.
 */
export function openProject(id: number, navigate: (path: string) => void) {
  navigate(paths.project(id));
  setTimeout(() => window.scrollTo({ top: 0, behavior: "instant" }), SCROLL_TO_TOP_DELAY_MS);
}
