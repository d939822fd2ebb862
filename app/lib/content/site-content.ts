import rawContent from "virtual:site-content";
import type { SiteContent } from "~/lib/content/split-content";

/**
 * The owner's content, as every page shows it (app/lib/content/split-content.ts). `npm run check`
 * validates the content before every build, and the prerender validates it again as it loads
 * it (site-build/content/vite-plugin.ts): invalid content stops the build with a message naming
 * the field. The browser gets the same, already checked data and is spared the validator.
 */
export const content = rawContent as SiteContent;

/** The project with this id; an id from a URL counts only as plain digits (`/project/2`). */
export function findProject(id: string | number | undefined) {
  if (typeof id === "string" && !/^\d+$/.test(id)) return undefined;
  return content.projects.find((project) => project.id === Number(id));
}

/**
 * A project's number on its card and page: its place in the grid ("01", "02"…), not its id, which
 * is only its address (an owner's ids 7 and 12 are projects 01 and 02, with none missing between).
 */
export const projectNumber = (project: { id: number }) =>
  String(content.projects.findIndex((each) => each.id === project.id) + 1).padStart(2, "0");
