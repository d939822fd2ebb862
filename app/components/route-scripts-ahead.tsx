import { useRouteScripts } from "~/lib/navigation/route-scripts";
import { FETCH_AHEAD_MARGIN, useInView } from "~/lib/use-in-view";

/**
 * As the links to a route's pages come near, that route's scripts are fetched (not run), so a
 * tap on one no longer starts that fetch inside its own click, nor waits for the network before
 * the page changes. Not React Router's PrefetchPageLinks: that also runs the page's module, and
 * the tap then renders the new page inside its own frame (decision 054). Apart from the links,
 * so that only this renders when they come near.
 */
export function RouteScriptsAhead({
  routeId,
  near,
}: {
  /** React Router's name for the route (route-scripts.ts). */
  routeId: string;
  near: React.RefObject<Element | null>;
}) {
  const approaching = useInView(near, { once: true, rootMargin: FETCH_AHEAD_MARGIN });
  const scripts = useRouteScripts(routeId);
  return approaching ? scripts.map((href) => <link key={href} rel="modulepreload" href={href} />) : null;
}
