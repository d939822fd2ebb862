import { useContext } from "react";
import { UNSAFE_FrameworkContext as FrameworkContext } from "react-router";

/** The project pages' route, by React Router's name for it: its file under app/ (app/routes.ts). */
export const PROJECT_ROUTE_ID = "routes/project";

/** The posts' route, likewise. */
export const POST_ROUTE_ID = "routes/post";

/**
 * The scripts a route's page runs, its module and the chunks that module imports, as the
 * build's manifest lists them; none where React Router's framework is not around (a
 * component rendered on its own).
 */
export function useRouteScripts(routeId: string): string[] {
  const route = useContext(FrameworkContext)?.manifest.routes[routeId];
  return route ? [route.module, ...(route.imports ?? [])] : [];
}
