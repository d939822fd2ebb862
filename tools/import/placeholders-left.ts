import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Problem } from "../../app/lib/problems.ts";
import { hashOf, readRecord } from "./write-content.ts";

/** Each picture an import drew as a placeholder that is still the placeholder: a warning of `npm run check`. */
export function placeholdersLeft(contentDir: string): Problem[] {
  const record = readRecord(contentDir);
  return Object.entries(record?.placeholders ?? {}).flatMap(([relative, hash]) => {
    const file = path.join(contentDir, "images", relative);
    if (!existsSync(file) || hashOf(readFileSync(file)) !== hash) return [];
    return [
      {
        file,
        field: `images/${relative}`,
        message: "is the placeholder the import drew",
        fix: "replace it with your own picture, or put yours elsewhere under images/ and point the content at it",
      },
    ];
  });
}
