import { PROJECT_CARD_MOBILE_CLICK_BREAKPOINT_PX, SCROLL_TO_TOP_DELAY_MS } from "~/constants";
import { afterNextFrame } from "~/lib/after-next-frame";
import { paths } from "~/lib/public-paths";

/** Below the breakpoint a tap anywhere on a project card opens it; above, only MORE does. */
export const wholeCardOpens = (viewportWidth: number) =>
  viewportWidth < PROJECT_CARD_MOBILE_CLICK_BREAKPOINT_PX;

type Navigate = (path: string) => void;

/**
 * Opening a project (docs/product.md §4): navigate to it, and SCROLL_TO_TOP_DELAY_MS later
 * scroll to the top. Navigating first lets the router remember where the visitor
 * was on the home page, so "Go Back" returns them there.
 *
 * When the page flows into the project's (app/lib/page-flow.tsx), the router's scroll
 * restoration puts the new page at its top as it is committed; on a slow phone a scroll
 * 50 ms later would land before that, and show the home page's top for a moment instead of
 * the card being opened.
 *
 * The flowing navigation starts after the tap's own frame is drawn, so that frame comes without
 * the router's work (decision 057).
 */
export function openProject(id: number, navigate: Navigate, { flows = false } = {}) {
  if (flows) {
    afterNextFrame(() => navigate(paths.project(id)));
    return;
  }
  navigate(paths.project(id));
  setTimeout(() => window.scrollTo({ top: 0, behavior: "instant" }), SCROLL_TO_TOP_DELAY_MS);
}

/**
 * "Go Back" through the history, once the tap's own frame is drawn: React renders the page
 * a `popstate` brings back inside that event's task, all at once, so a tap whose frame came
 * after that task was answered late (decision 062).
 */
export function goBack(navigate: (delta: number) => void) {
  afterNextFrame(() => navigate(-1));
}
