import { index, type RouteConfig, route } from "@react-router/dev/routes";
import { contentDir } from "../site-build/content-dir";
import { writingPathsIn } from "../site-build/writing/post-files";
import { paths } from "./lib/navigation/public-paths";

/** A public path as a route pattern (no leading slash). */
const pattern = (path: string) => path.slice(1);

// The writing pages exist where there are published posts (the dev server, which shows drafts,
// always has them): a production build without posts has no empty writing pages, and React
// Router refuses a route whose data would never be written.
const hasWriting = process.env.NODE_ENV !== "production" || writingPathsIn(contentDir).slugs.length > 0;
const writingRoutes = [
  route(pattern(paths.writing), "routes/writing.tsx"),
  route("writing/tags/:tag", "routes/writing-tag.tsx"),
  route("writing/:slug", "routes/post.tsx"),
  route(pattern(paths.feed), "routes/rss.ts"),
];

export default [
  index("routes/home.tsx"),
  route("project/:id", "routes/project.tsx"),
  ...(hasWriting ? writingRoutes : []),
  // Files written at build time (app/lib/navigation/public-paths.ts lists them all).
  route(pattern(paths.sitemap), "routes/sitemap.ts"),
  route(pattern(paths.robots), "routes/robots.ts"),
  route(pattern(paths.favicon), "routes/favicon.ts"),
  route(pattern(paths.manifest), "routes/web-manifest.ts"),
  route("share/:name.png", "routes/share-image.ts"),
  route("icons/:name.png", "routes/icon.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
