import { index, type RouteConfig, route } from "@react-router/dev/routes";
// The one import of the build in app/: React Router reads this file in Node at build time, never
// in the bundle. A writing route exists where it has pages to write (a site without posts has no
// writing pages, one whose posts have no tags no tag pages).
import { routeTable } from "../site-build/route-table";
import { paths } from "./lib/navigation/public-paths";

const { prefix, writing, everyRoute } = routeTable;

/** A public path as a route pattern (no leading slash). */
const pattern = (path: string) => path.slice(1);
/** A pattern in the build's language: "project/:id" in German is "de/project/:id". */
const inLanguage = (path: string) => (prefix ? `${prefix.slice(1)}/${path}` : path);
const writingRoutes = [
  ...(everyRoute || writing.slugs.length > 0
    ? [
        route(inLanguage("writing"), "routes/writing.tsx"),
        route(inLanguage("writing/:slug"), "routes/post.tsx"),
        route(inLanguage("rss.xml"), "routes/rss.ts"),
      ]
    : []),
  ...(everyRoute || writing.tags.length > 0
    ? [route(inLanguage("writing/tags/:tag"), "routes/writing-tag.tsx")]
    : []),
];

// Another language's build (site-build/build-language.ts) writes its own pages, under its tag;
// the files every language shares come from the site's own.
const sharedFiles = prefix
  ? []
  : [
      route(pattern(paths.sitemap), "routes/sitemap.ts"),
      route(pattern(paths.robots), "routes/robots.ts"),
      route(pattern(paths.favicon), "routes/favicon.ts"),
      route(pattern(paths.manifest), "routes/web-manifest.ts"),
      route("icons/:name.png", "routes/icon.ts"),
    ];

export default [
  prefix ? route(prefix.slice(1), "routes/home.tsx") : index("routes/home.tsx"),
  route(inLanguage("project/:id"), "routes/project.tsx"),
  ...writingRoutes,
  // Files written at build time (app/lib/navigation/public-paths.ts lists them all).
  ...sharedFiles,
  route(inLanguage("share/:name.png"), "routes/share-image.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
