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
  sitemap: "/sitemap.xml",
  robots: "/robots.txt",
  favicon: "/favicon.svg",
  manifest: "/manifest.webmanifest",
  shareImage: { home: "/share/home.png", project: (id: number) => `/share/project-${id}.png` },
  icon: (name: IconName) => `/icons/${name}.png`,
};

/** The pages, for the sitemap: the home page and each project's, by the content's ids. */
export const pagePaths = (projectIds: number[]) => [paths.home, ...projectIds.map(paths.project)];

/** Everything React Router writes as a file at build time (react-router.config.ts). */
export const prerenderPaths = (projectIds: number[]) => [
  ...pagePaths(projectIds),
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
export const hasPageShape = (path: string) => path === paths.home || /^\/project\/[1-9]\d{0,8}$/.test(path);
