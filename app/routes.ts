import { index, type RouteConfig, route } from "@react-router/dev/routes";
import { paths } from "./lib/navigation/public-paths";

/** A public path as a route pattern (no leading slash). */
const pattern = (path: string) => path.slice(1);

export default [
  index("routes/home.tsx"),
  route("project/:id", "routes/project.tsx"),
  // Files written at build time (app/lib/navigation/public-paths.ts lists them all).
  route(pattern(paths.sitemap), "routes/sitemap.ts"),
  route(pattern(paths.robots), "routes/robots.ts"),
  route(pattern(paths.favicon), "routes/favicon.ts"),
  route(pattern(paths.manifest), "routes/web-manifest.ts"),
  route("share/:name.png", "routes/share-image.ts"),
  route("icons/:name.png", "routes/icon.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
