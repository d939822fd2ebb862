/**
 * A content folder's modules made one content object: an `index.ts`'s default export (an owner
 * may keep everything in that one file), then each file's named exports (`export const site`),
 * a later file's field over an earlier one's. Pure, so the prerender's generated code and the
 * tools gather alike.
 */
export function gatherContent(modules: ReadonlyArray<Record<string, unknown>>): Record<string, unknown> {
  const content: Record<string, unknown> = {};
  for (const module of modules) {
    const { default: whole, ...named } = module;
    if (whole && typeof whole === "object") Object.assign(content, whole);
    Object.assign(content, named);
  }
  return content;
}
