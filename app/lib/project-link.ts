import { PROJECT_CARD_MOBILE_CLICK_BREAKPOINT_PX, SCROLL_TO_TOP_DELAY_MS } from "~/lib/constants";

export const projectPath = (id: number) => `/project/${id}`;

/** Below the breakpoint a tap anywhere on a project card opens it; above, only MORE does. */
export const wholeCardOpens = (viewportWidth: number) =>
  viewportWidth < PROJECT_CARD_MOBILE_CLICK_BREAKPOINT_PX;

/**
 * Opening a project (spec §2): after SCROLL_TO_TOP_DELAY_MS, scroll to the top
 * and navigate. Returns a function that cancels it.
 */
export function openProject(id: number, navigate: (path: string) => void): () => void {
  const timer = setTimeout(() => {
    window.scrollTo({ top: 0, behavior: "instant" });
    navigate(projectPath(id));
  }, SCROLL_TO_TOP_DELAY_MS);
  return () => clearTimeout(timer);
}
