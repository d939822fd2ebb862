/**
 * A page's arrival and a project's image in flight (app/motion/page-arrival): all the rest of
 * the app imports of it (decision 067).
 */
export { ArrivingPage } from "~/motion/page-arrival/arriving-page";
export { FlyingImage } from "~/motion/page-arrival/flying-image";
export { useGoBack, useOpenProject } from "~/motion/page-arrival/open-project";
export { PageArrivals } from "~/motion/page-arrival/page-arrivals";
export { PageLink } from "~/motion/page-arrival/page-link";
