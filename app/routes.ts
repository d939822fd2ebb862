import { index, type RouteConfig, route } from "@react-router/dev/routes";
import {
  languagePrefix,
  paths,
  WRITING_PATHS_VARIABLE,
  type WritingPaths,
} from "./lib/navigation/public-paths";

/** A public path as a route pattern (no leading slash). */
const pattern = (path: string) => path.slice(1);
/** A pattern in the build's language: "project/:id" in German is "de/project/:id". */
const inLanguage = (path: string) => (languagePrefix ? `${languagePrefix.slice(1)}/${path}` : path);

// A writing route exists where it has pages to write: a site without posts has no writing pages,
// one whose posts have no tags no tag pages. The build knows which (react-router.config.ts hands
// them in). Type generation (EVERY_ROUTE=1, the typecheck) sees every route module, so that each
// is typechecked whatever the content holds.
const writing: WritingPaths = JSON.parse(process.env[WRITING_PATHS_VARIABLE] ?? '{"slugs":[],"tags":[]}');
const everyRoute = process.env.EVERY_ROUTE === "1";
const writingRoutes = [
  ...(everyRoute || writing.slugs.length > 0
    ? [
        route(pattern(paths.writing), "routes/writing.tsx"),
        route(inLanguage("writing/:slug"), "routes/post.tsx"),
        route(pattern(paths.feed), "routes/rss.ts"),
      ]
    : []),
  ...(everyRoute || writing.tags.length > 0
    ? [route(inLanguage("writing/tags/:tag"), "routes/writing-tag.tsx")]
    : []),
];

// Another language's build (site-build/build-language.ts) writes its own pages, under its tag;
// the files every language shares come from the site's own.
const sharedFiles = languagePrefix
  ? []
  : [
      route(pattern(paths.sitemap), "routes/sitemap.ts"),
      route(pattern(paths.robots), "routes/robots.ts"),
      route(pattern(paths.favicon), "routes/favicon.ts"),
      route(pattern(paths.manifest), "routes/web-manifest.ts"),
      route("icons/:name.png", "routes/icon.ts"),
    ];

export default [
  languagePrefix ? route(languagePrefix.slice(1), "routes/home.tsx") : index("routes/home.tsx"),
  route(inLanguage("project/:id"), "routes/project.tsx"),
  ...writingRoutes,
  // Files written at build time (app/lib/navigation/public-paths.ts lists them all).
  ...sharedFiles,
  route(inLanguage("share/:name.png"), "routes/share-image.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
