import { PROJECT_CARD_MOBILE_CLICK_BREAKPOINT_PX } from "~/constants";

/** Below the breakpoint a tap anywhere on a project card opens it; above, only MORE does. */
export const wholeCardOpens = (viewportWidth: number) =>
  viewportWidth < PROJECT_CARD_MOBILE_CLICK_BREAKPOINT_PX;
