import type { Config } from "@react-router/dev/config";
import { PROJECT_COUNT } from "./app/lib/constants";

// The content schema fixes project ids to 1…PROJECT_COUNT, each used once.
const projectPaths = Array.from({ length: PROJECT_COUNT }, (_, index) => `/project/${index + 1}`);

export default {
  ssr: false,
  // The home page and every project page become HTML at build time; every other
  // path is served the SPA fallback, which renders NOT FOUND.
  prerender: ["/", ...projectPaths],
} satisfies Config;
