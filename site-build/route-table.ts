import type { LanguagePlace } from "../app/lib/navigation/public-paths";
import { postsDir, siteLanguage } from "./content-dir";
import { writingPathsOfRun } from "./writing/post-files";

/**
 * What this build's routes are made of: its language's place ("" or "/de") and its writing pages
 * (drafts on the dev server). The route table (app/routes.ts) and the prerender list
 * (react-router.config.ts) both read it here, since they must agree: React Router stops on a route
 * whose loader has no page to write (a site without posts, or without tags). React Router
 * evaluates both files in Node, outside the bundle and its defines.
 */
export type RouteTable = LanguagePlace & {
  /** Type generation (the typecheck, EVERY_ROUTE=1) sees every route module, whatever the content holds. */
  everyRoute: boolean;
};

export const routeTable: RouteTable = {
  prefix: siteLanguage ? `/${siteLanguage}` : "",
  writing: writingPathsOfRun(postsDir),
  everyRoute: process.env.EVERY_ROUTE === "1",
};
