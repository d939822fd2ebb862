/**
 * The splash's lift and the page's cover beneath it (app/motion/splash): all the rest of the app
 * imports of it (decision 067).
 */
export { CoveredPage } from "~/motion/splash/covered-page";
export { usePageFlags } from "~/motion/splash/page-flags";
export { COVERED_PAGE_CLASS, useInitialLoadClock } from "~/motion/splash/splash-clock";
export { UNCOVER_LEAD_MS } from "~/motion/splash/uncover-in-steps";
export { usePageShown } from "~/motion/splash/use-page-shown";
