import rawContent from "@content/content";
import type { Content } from "~/content/schema";

/**
 * The owner's content. `npm run check` validates it before every build, and the
 * prerender validates it again: invalid content stops the build with a message
 * naming the field. The browser gets the same, already checked data and is spared
 * the validator's weight (the import below is dropped from the client build).
 */
if (import.meta.env.SSR) {
  const { parseContent } = await import("~/content/schema");
  parseContent(rawContent);
}

export const content = rawContent as Content;

export function findProject(id: string | undefined) {
  if (!id || !/^\d+$/.test(id)) return undefined;
  return content.projects.find((project) => project.id === Number(id));
}
