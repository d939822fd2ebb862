/**
 * Every public path the site answers with a file of its own: the pages, the files
 * the build draws (sitemap, icons, share images…), and the prerender list made
 * from them. Routes, links, meta tags and the manifest all name paths from here.
 * (It imports nothing: react-router.config.ts loads it outside Vite's aliases.)
 */

/** The icons the build draws from the favicon, by name, with their size in pixels. */
export const ICON_SIZES = { "apple-touch-icon": 180, "icon-192": 192, "icon-512": 512 } as const;
export type IconName = keyof typeof ICON_SIZES;

/**
 * The build's language's place: "" for the site's own language, "/de" for German (each other
 * language is a build of its own, site-build/build-language.ts), fixed in the bundle by a define.
 * The route table and the prerender list, which React Router reads in Node outside the bundle,
 * take it from site-build/route-table.ts.
 */
declare const __LANGUAGE_PREFIX__: string | undefined;
export const languagePrefix = typeof __LANGUAGE_PREFIX__ === "string" ? __LANGUAGE_PREFIX__ : "";

/**
 * The path the site is served under: "/portfolio" for `https://jane.github.io/portfolio/`, "" at a
 * domain's root (PUBLIC_SITE_URL, site-build/site-settings.ts). The router adds it to every route
 * (its `basename`); `href` adds it to what the document names outside the router.
 */
declare const __BASE_PATH__: string | undefined;
export const basePath = typeof __BASE_PATH__ === "string" ? __BASE_PATH__ : "";

/** A path as a plain link, a `<link>` or a script names it: under the site's path. */
export const href = (path: string) => (basePath ? `${basePath}${path}` : path);

// Written out rather than made by a function of the prefix: in the bundle the prefix of the site's
// own language ("") then folds away, and its paths cost what they did before there were languages.
export const paths = {
  home: `${languagePrefix}/`,
  project: (id: number) => `${languagePrefix}/project/${id}`,
  writing: `${languagePrefix}/writing`,
  post: (slug: string) => `${languagePrefix}/writing/${slug}`,
  tag: (tag: string) => `${languagePrefix}/writing/tags/${tag}`,
  feed: `${languagePrefix}/rss.xml`,
  /** The owner's content as JSON Resume, written beside the résumé's PDF (site-build/resume/). */
  resumeJson: `${languagePrefix}/resume.json`,
  sitemap: "/sitemap.xml",
  robots: "/robots.txt",
  favicon: "/favicon.svg",
  manifest: "/manifest.webmanifest",
  /** The pages the build holds, as JSON: what a collector built apart from them counts views of. */
  pageList: "/page-list.json",
  /** The search index's folder (written after the prerender, site-build/search) and its script. */
  searchIndex: "/pagefind/",
  searchScript: "/pagefind/pagefind.js",
  shareImage: {
    home: `${languagePrefix}/share/home.png`,
    project: (id: number) => `${languagePrefix}/share/project-${id}.png`,
    post: (slug: string) => `${languagePrefix}/share/post-${slug}.png`,
  },
  icon: (name: IconName) => `/icons/${name}.png`,
};

/** A page of this build without its language's place: "/de/project/3" is "/project/3". */
export const pageOf = (path: string) => path.slice(languagePrefix.length) || "/";

/** The published posts' slugs and their tags: the writing pages (none without posts). */
export type WritingPaths = { slugs: string[]; tags: string[] };

/**
 * The pages' paths in another language ("/de"), from where the site's own are at the root: the
 * sitemap, which the site's own build writes, and the tests.
 */
export const pagesIn = (prefix: string) => ({
  home: `${prefix}${paths.home}`,
  project: (id: number) => `${prefix}${paths.project(id)}`,
  writing: `${prefix}${paths.writing}`,
  post: (slug: string) => `${prefix}${paths.post(slug)}`,
  tag: (tag: string) => `${prefix}${paths.tag(tag)}`,
  feed: `${prefix}${paths.feed}`,
});

/** A language's place and its own posts: which of the pages it has (decision 084). */
export type LanguagePlace = { prefix: string; writing: WritingPaths };

/**
 * Where a page (a path without its language, "/writing/hello") is in a language: there, if the
 * language has it; else the nearest page it has, which `nearest` names. Every language has the
 * home page and each project's; its posts are its own (a post's versions share its file's name),
 * so a post it lacks leads to its list of posts, or home where it has none.
 */
export function pageInLanguage(
  { prefix, writing }: LanguagePlace,
  page: string,
): { href: string; nearest?: "home" | "writing" } {
  if (page === "/" || /^\/project\/\d+$/.test(page)) return { href: `${prefix}${page}` };
  const writes = writing.slugs.length > 0;
  const [, tag] = /^\/writing\/tags\/([^/]+)$/.exec(page) ?? [];
  const [, slug] = /^\/writing\/([^/]+)$/.exec(page) ?? [];
  const has =
    (page === "/writing" && writes) ||
    (tag !== undefined && writing.tags.includes(tag)) ||
    (tag === undefined && slug !== undefined && writing.slugs.includes(slug));
  if (has) return { href: `${prefix}${page}` };
  return writes && page.startsWith("/writing")
    ? { href: `${prefix}/writing`, nearest: "writing" }
    : { href: `${prefix}/`, nearest: "home" };
}

/** The writing pages: the list, each post's and each tag's. */
export const writingPagePaths = ({ slugs, tags }: WritingPaths) =>
  slugs.length === 0 ? [] : [paths.writing, ...slugs.map(paths.post), ...tags.map(paths.tag)];

/** The pages, for the sitemap: the home page, each project's by the content's ids, and the writing pages. */
export const pagePaths = (projectIds: number[], writing: WritingPaths = { slugs: [], tags: [] }) => [
  paths.home,
  ...projectIds.map(paths.project),
  ...writingPagePaths(writing),
];

/**
 * Everything React Router writes as a file at build time (react-router.config.ts), for the
 * language at `prefix` ("" for the site's own). Another language's build writes its pages and
 * share images; the site's own writes the files every language shares (the sitemap, robots.txt,
 * the icons, the manifest).
 */
export const prerenderPaths = (
  projectIds: number[],
  writing: WritingPaths = { slugs: [], tags: [] },
  prefix = "",
) => [
  // Another language's home page is listed as "/de", not "/de/": React Router (7.18) checks a
  // prerendered path against the list without its final slash, and renders one it does not find
  // as the empty SPA shell (tests/e2e/languages.spec.ts reads the German home page's HTML).
  ...pagePaths(projectIds, writing).map((path) =>
    prefix && path === paths.home ? prefix : `${prefix}${path}`,
  ),
  ...[
    ...(writing.slugs.length > 0 ? [paths.feed, ...writing.slugs.map(paths.shareImage.post)] : []),
    paths.shareImage.home,
    ...projectIds.map(paths.shareImage.project),
  ].map((path) => `${prefix}${path}`),
  ...(prefix
    ? []
    : [
        paths.sitemap,
        paths.robots,
        paths.favicon,
        paths.manifest,
        ...(Object.keys(ICON_SIZES) as IconName[]).map(paths.icon),
      ]),
];

/**
 * Whether a path has the shape of one of the site's pages (the home page, a project's, a writing
 * page): what a collector built apart from the pages (a function) can check of a counted view.
 * The path may come as the address bar has it, percent-encoded (/writing/tags/datenqualit%C3%A4t).
 */
export const hasPageShape = (path: string) => {
  let page: string;
  try {
    page = decodeURIComponent(path);
  } catch {
    return false;
  }
  const [, slug] = /^\/writing\/(?:tags\/)?([^/]+)$/.exec(page) ?? [];
  return (
    page === paths.home ||
    page === paths.writing ||
    /^\/project\/[1-9]\d{0,8}$/.test(page) ||
    // Any script's lower-case word (npm run check holds the owner's to the exact rule, post-source.ts).
    (slug !== undefined && !/[\s%]/.test(slug) && slug === slug.toLowerCase())
  );
};

/**
 * A path with its language's place taken off: "/de/project/3" is "/project/3", and "/de", as a
 * counted view of German's home page arrives (without its slash), is "/" (decision 084).
 */
export const withoutLanguage = (path: string) =>
  path.replace(/^\/[a-z]{2,3}(-[A-Za-z0-9]{2,8})*(?=\/|$)/, "") || "/";
