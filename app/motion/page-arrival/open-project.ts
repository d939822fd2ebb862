import { useNavigate } from "react-router";
import { SCROLL_TO_TOP_DELAY_MS } from "~/constants";
import { paths } from "~/lib/navigation/public-paths";
import { afterNextFrame } from "~/motion/after-next-frame";
import { usePageArrival } from "~/motion/page-arrival/page-arrivals";
import { motionAllowed } from "~/motion/reduced-motion";

type Navigate = (path: string) => void;

/**
 * Opening a project (docs/product.md §4): navigate to it, and SCROLL_TO_TOP_DELAY_MS later
 * scroll to the top. Navigating first lets the router remember where the visitor was on the
 * home page, so "Go Back" returns them there.
 *
 * When the page flows into the project's, the navigation starts after the tap's own frame is
 * drawn, so that frame comes without the router's work (decision 057), and the router's scroll
 * restoration puts the new page at its top as it is committed: on a slow phone a scroll 50 ms
 * later would land before that, and show the home page's top for a moment.
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

/** A click that asks for a new tab or window (a modifier key, a button other than the first): the browser's. */
export const browserTakesClick = (event: React.MouseEvent) =>
  event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0;

/**
 * A project card's click: opens the project, its image taking off for the page it flies to
 * where the page may move, the blocks above where a return lands measured for the way back
 * (blocks-in-order.tsx). A click that asks for a new tab or window is the browser's.
 */
export function useOpenProject(id: number) {
  const navigate = useNavigate();
  const { arrivals } = usePageArrival();
  return (event: React.MouseEvent) => {
    if (browserTakesClick(event)) return;
    event.preventDefault();
    const flows = arrivals !== null && motionAllowed();
    if (flows) arrivals.takeOff(id);
    arrivals?.rememberBlocks();
    openProject(id, navigate, { flows });
  };
}

/** "Go Back" as a click's handler: back through the history, once the tap's frame is drawn. */
export function useGoBack() {
  const navigate = useNavigate();
  return () => goBack(navigate);
}
