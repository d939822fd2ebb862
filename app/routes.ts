import { index, type RouteConfig, route } from "@react-router/dev/routes";
import { paths, ROUTE_TABLE_VARIABLE, type RouteTable } from "./lib/navigation/public-paths";

// The build's language and its writing pages, which react-router.config.ts hands in: a writing
// route exists where it has pages to write (a site without posts has no writing pages, one whose
// posts have no tags no tag pages). Type generation (EVERY_ROUTE=1, the typecheck) sees every
// route module, so that each is typechecked whatever the content holds.
const { prefix, writing }: RouteTable = JSON.parse(
  process.env[ROUTE_TABLE_VARIABLE] ?? '{"prefix":"","writing":{"slugs":[],"tags":[]}}',
);

/** A public path as a route pattern (no leading slash). */
const pattern = (path: string) => path.slice(1);
/** A pattern in the build's language: "project/:id" in German is "de/project/:id". */
const inLanguage = (path: string) => (prefix ? `${prefix.slice(1)}/${path}` : path);
const everyRoute = process.env.EVERY_ROUTE === "1";
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
