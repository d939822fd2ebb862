import { index, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("project/:id", "routes/project.tsx"),
  // Files written at build time (see react-router.config.ts).
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  route("favicon.svg", "routes/favicon.ts"),
  route("manifest.webmanifest", "routes/web-manifest.ts"),
  route("share/:name.png", "routes/share-image.ts"),
  route("icons/:name.png", "routes/icon.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
