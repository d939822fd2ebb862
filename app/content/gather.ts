/**
 * A content folder's modules made one content object: each file's named exports (`export const
 * site`), then an `index.ts`'s default export over them: an owner may keep everything in that one
 * file, and a fork's old gather file that left a part out (or built one of parts) still decides.
 * Pure, so the prerender's generated code and the tools gather alike.
 */
export function gatherContent(modules: ReadonlyArray<Record<string, unknown>>): Record<string, unknown> {
  const content: Record<string, unknown> = {};
  for (const { default: _whole, ...named } of modules) Object.assign(content, named);
  for (const { default: whole } of modules)
    if (whole && typeof whole === "object") Object.assign(content, whole);
  return content;
}
