// Relative, not "~/": react-router.config.ts loads this file outside Vite's aliases.
import { PROJECT_COUNT } from "../constants";

/**
 * Every public path the site answers with a file of its own: the pages, the files
 * the build draws (sitemap, icons, share images…), and the prerender list made
 * from them. Routes, links, meta tags and the manifest all name paths from here.
 */

/** The content schema fixes project ids to 1…PROJECT_COUNT, each used once. */
const projectIds = () => Array.from({ length: PROJECT_COUNT }, (_, index) => index + 1);

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

/** The pages, for the sitemap. */
export const pagePaths = () => [paths.home, ...projectIds().map(paths.project)];

/** Everything React Router writes as a file at build time (react-router.config.ts). */
export const prerenderPaths = () => [
  ...pagePaths(),
  paths.sitemap,
  paths.robots,
  paths.favicon,
  paths.manifest,
  paths.shareImage.home,
  ...projectIds().map(paths.shareImage.project),
  ...(Object.keys(ICON_SIZES) as IconName[]).map(paths.icon),
];
