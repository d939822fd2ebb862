import rawContent from "virtual:site-content";
import type { Content } from "~/content/schema";
import type { SiteContent } from "~/lib/split-content";

/**
 * The owner's content. `npm run check` validates it before every build, and the
 * prerender validates it again: invalid content stops the build with a message
 * naming the field. The browser gets the same, already checked data and is spared
 * the validator's weight (the import below is dropped from the client build).
 */
if (import.meta.env.SSR) {
  const [{ checkContent }, { ProblemsError }] = await Promise.all([
    import("~/lib/content-check"),
    import("~/lib/problems"),
  ]);
  // On the server this is the owner's content itself, project pages included.
  const problems = checkContent(rawContent as Content, __CONTENT_DIR__);
  if (problems.length) throw new ProblemsError(problems, "the content");
}

export const content = rawContent as SiteContent;

/** The project with this id; an id from a URL counts only as plain digits (`/project/2`). */
export function findProject(id: string | number | undefined) {
  if (typeof id === "string" && !/^\d+$/.test(id)) return undefined;
  return content.projects.find((project) => project.id === Number(id));
}
