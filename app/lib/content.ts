import rawContent from "@content/content";
import { parseContent } from "~/content/schema";

/**
 * The owner's content, validated once at import: invalid content fails the build,
 * the dev server and the tests with a message naming the field.
 */
export const content = parseContent(rawContent);

export function findProject(id: string | undefined) {
  if (!id || !/^\d+$/.test(id)) return undefined;
  return content.projects.find((project) => project.id === Number(id));
}
