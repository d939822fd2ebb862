import type { Config } from "@react-router/dev/config";
import { PROJECT_COUNT } from "./app/lib/constants";

// The content schema fixes project ids to 1…PROJECT_COUNT, each used once.
const projectIds = Array.from({ length: PROJECT_COUNT }, (_, index) => index + 1);

export default {
  ssr: false,
  // BUILD_DIR lets a second build (the tests' other content) sit beside the main one.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  // The home page and every project page become HTML at build time, and the
  // sitemap, robots.txt, manifest, icons and share images become files. Every
  // other path is served the SPA fallback, which renders NOT FOUND.
  prerender: [
    "/",
    ...projectIds.map((id) => `/project/${id}`),
    "/sitemap.xml",
    "/robots.txt",
    "/favicon.svg",
    "/manifest.webmanifest",
    "/share/home.png",
    ...projectIds.map((id) => `/share/project-${id}.png`),
    "/icons/apple-touch-icon.png",
    "/icons/icon-192.png",
    "/icons/icon-512.png",
  ],
} satisfies Config;
