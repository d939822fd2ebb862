import { useEffect, useRef } from "react";
import { useLocation, useMatches } from "react-router";
import { content } from "~/lib/content/site-content";
import { hasPageShape, languagePrefix, pageOf, paths } from "~/lib/navigation/public-paths";
import { HOST_NAME, pagePath, type VisitReport, viewportDevice } from "./visit-fields";

/**
 * Whether a view of this path is counted: the home page and each project's, and a writing page
 * whose data came. NOT FOUND is not a page of the site and is never counted: an unknown post or
 * tag (its route's loader failed), and any writing address of a site whose build has no such
 * page (no posts, no tags), where the catch-all NOT FOUND route answers with no data at all.
 */
const isCounted = (path: string, hasData: boolean) =>
  // The path comes without its final slash: another language's home page ("/de/") is "/de".
  (languagePrefix ? pageOf(path) : path) === "/" ||
  content.projects.some((project) => paths.project(project.id) === path) ||
  (hasData && path.startsWith(paths.writing) && hasPageShape(languagePrefix ? pageOf(path) : path));

/** The host a visitor came from: "" for none, for the site itself, or for one that is not a plain name. */
export function referrerHost(referrer: string, ownHost: string): string {
  try {
    const host = new URL(referrer).hostname.toLowerCase();
    return host !== ownHost && HOST_NAME.test(host) ? host : "";
  } catch {
    return "";
  }
}

/** The visitor's browser asks sites not to follow them (Do Not Track, Global Privacy Control). */
const asksNotToBeTracked = () =>
  navigator.doNotTrack === "1" ||
  (navigator as { globalPrivacyControl?: boolean }).globalPrivacyControl === true;

/** One small request, never retried; where the browser cannot send a beacon, a fetch that outlives the page. */
function sendVisit(endpoint: string, report: VisitReport) {
  const body = JSON.stringify(report);
  if (navigator.sendBeacon?.(endpoint, body)) return;
  fetch(endpoint, { method: "POST", body, keepalive: true, credentials: "omit" }).catch(() => undefined);
}

/**
 * Counts a view of each page the visitor reads, the first and each the router brings, once the
 * browser is idle (docs/privacy.md): its path, where the first came from and the device class.
 * `endpoint` "" counts nothing; `whenIdle` schedules and returns a cancel.
 */
export function useVisitCounter(endpoint: string, whenIdle: (run: () => void) => () => void) {
  const { pathname } = useLocation();
  // Data is what a page's loader gave. A route without a loader has none: `undefined` after a
  // navigation, but `null` when the page is the first one loaded (React Router hydrates a route
  // without a loader with null), as NOT FOUND is when the SPA fallback answers /writing.
  const hasData = useMatches().at(-1)?.data != null;
  const entry = useRef(true);
  useEffect(() => {
    if (!endpoint) return;
    const path = pagePath(pathname);
    if (!isCounted(path, hasData) || asksNotToBeTracked()) return;
    return whenIdle(() => {
      const referrer = entry.current ? referrerHost(document.referrer, location.hostname) : undefined;
      entry.current = false;
      sendVisit(endpoint, {
        path,
        device: viewportDevice((query) => matchMedia(query).matches),
        ...(referrer === undefined ? {} : { referrer }),
      });
    });
  }, [endpoint, pathname, hasData, whenIdle]);
}
