/**
 * What a page view carries to the collector, shared by the page that sends it and the
 * collector that counts it. (No imports: the collector's functions load this as it is.)
 */

/** Where the built-in collector counts page views. */
export const VISIT_PATH = "/api/visit";

/** The device classes kept, by the viewport's width in CSS pixels. */
export const DEVICES = ["phone", "tablet", "desktop"] as const;
export type Device = (typeof DEVICES)[number];

/** Below this width a viewport is a phone's (the layout's own `md` breakpoint). */
const TABLET_FROM_PX = 768;
/** From this width on, a desktop's. */
const DESKTOP_FROM_PX = 1200;

/**
 * The device class of the viewport a page is read in, asked of the media queries: on a phone
 * `innerWidth` lays the page out first, in the middle of its start (issue 71).
 */
export const viewportDevice = (matches: (query: string) => boolean): Device =>
  !matches(`(min-width: ${TABLET_FROM_PX}px)`)
    ? "phone"
    : !matches(`(min-width: ${DESKTOP_FROM_PX}px)`)
      ? "tablet"
      : "desktop";

/** A path as counted: without a trailing slash (but the home page's). */
export const pagePath = (path: string) => (path.length > 1 ? path.replace(/\/+$/, "") || "/" : path);

/**
 * One page view as sent: the page's path; on the first page of a visit only, the host of the
 * page the visitor came from ("" when none, or the site itself); the device class.
 */
export type VisitReport = { path: string; referrer?: string; device: Device };

/** A host name as counted: lower case letters, digits, hyphens and dots, at most 253 characters. */
export const HOST_NAME =
  /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;
