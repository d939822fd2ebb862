/**
 * Every public path the site answers with a file of its own: the pages, the files
 * the build draws (sitemap, icons, share images…), and the prerender list made
 * from them. Routes, links, meta tags and the manifest all name paths from here.
 * (It imports nothing: react-router.config.ts loads it outside Vite's aliases.)
 */

/** The icons the build draws from the favicon, by name, with their size in pixels. */
export const ICON_SIZES = { "apple-touch-icon": 180, "icon-192": 192, "icon-512": 512 } as const;
export type IconName = keyof typeof ICON_SIZES;

export const paths = {
  home: "/",
  project: (id: number) => `/project/${id}`,
  writing: "/writing",
  post: (slug: string) => `/writing/${slug}`,
  tag: (tag: string) => `/writing/tags/${tag}`,
  feed: "/rss.xml",
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
    home: "/share/home.png",
    project: (id: number) => `/share/project-${id}.png`,
    post: (slug: string) => `/share/post-${slug}.png`,
  },
  icon: (name: IconName) => `/icons/${name}.png`,
};

/** The published posts' slugs and their tags: the writing pages (none without posts). */
export type WritingPaths = { slugs: string[]; tags: string[] };

/** Where react-router.config.ts hands the route table (app/routes.ts) the run's writing pages, as JSON. */
export const WRITING_PATHS_VARIABLE = "SITE_WRITING_PATHS";

/** The writing pages: the list, each post's and each tag's. */
export const writingPagePaths = ({ slugs, tags }: WritingPaths) =>
  slugs.length === 0 ? [] : [paths.writing, ...slugs.map(paths.post), ...tags.map(paths.tag)];

/** The pages, for the sitemap: the home page, each project's by the content's ids, and the writing pages. */
export const pagePaths = (projectIds: number[], writing: WritingPaths = { slugs: [], tags: [] }) => [
  paths.home,
  ...projectIds.map(paths.project),
  ...writingPagePaths(writing),
];

/** Everything React Router writes as a file at build time (react-router.config.ts). */
export const prerenderPaths = (projectIds: number[], writing: WritingPaths = { slugs: [], tags: [] }) => [
  ...pagePaths(projectIds, writing),
  ...(writing.slugs.length > 0 ? [paths.feed, ...writing.slugs.map(paths.shareImage.post)] : []),
  paths.sitemap,
  paths.robots,
  paths.favicon,
  paths.manifest,
  paths.shareImage.home,
  ...projectIds.map(paths.shareImage.project),
  ...(Object.keys(ICON_SIZES) as IconName[]).map(paths.icon),
];

/**
 * Whether a path has the shape of one of the site's pages (the home page or a project's): what
 * a collector built apart from the pages (a function) can check of a counted view.
 */
export const hasPageShape = (path: string) =>
  path === paths.home ||
  path === paths.writing ||
  /^\/project\/[1-9]\d{0,8}$/.test(path) ||
  /^\/writing\/(tags\/)?[a-z0-9]+(-[a-z0-9]+)*$/.test(path);
