/**
 * `npm run import -- <résumé.json | linkedin-export.zip | its folder>`: the owner's content from a
 * JSON Resume (jsonresume.org) they already keep, or LinkedIn's export of their profile (read as
 * one, tools/import/linkedin-export.ts), written into content/ (or CONTENT_DIR), never anywhere else:
 *  - a file the schema refuses is named problem by problem, each at its JSON path, and nothing is written;
 *  - into an empty folder it writes every content file, typed, and placeholder pictures where
 *    the résumé has none, listing what to add and what had no place on the site;
 *  - over an earlier import it takes the résumé's new parts and keeps the owner's edits
 *    (tools/import/merge-import.ts), saying what it did; over content no import wrote, it stops.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { validate } from "@jsonresume/schema";
import { holdsContent, loadContent } from "../app/content/content-folder.server.ts";
import { fromJsonResume, type JsonResume } from "./import/from-json-resume.ts";
import { exportFiles, fromLinkedIn, isLinkedInExport } from "./import/linkedin-export.ts";
import { mergeImport } from "./import/merge-import.ts";
import {
  type ContentPart,
  hashOf,
  type ImportRecord,
  RECORD_FILE,
  readRecord,
  writeContent,
} from "./import/write-content.ts";

const [source] = process.argv.slice(2).filter((arg) => !arg.startsWith("--"));
if (!source) {
  console.error(
    "Usage: npm run import -- <résumé.json>   (a JSON Resume, jsonresume.org)\n" +
      "       npm run import -- <Basic_LinkedInDataExport.zip, or the folder it unpacks to>",
  );
  process.exit(2);
}
const dir = path.resolve(process.env.CONTENT_DIR || "content");
const label = (file: string) => path.relative(process.cwd(), file) || file;

let resume: JsonResume;
try {
  resume = isLinkedInExport(source)
    ? fromLinkedIn(exportFiles(source))
    : (JSON.parse(readFileSync(source, "utf8")) as JsonResume);
} catch (error) {
  console.error(`${source} is not a file this can read: ${(error as Error).message}. Nothing was written.`);
  process.exit(1);
}
const problems = await new Promise<string[]>((resolve) =>
  validate(resume, (errors) =>
    resolve(
      (errors ?? []).map(
        (error) => `✗ ${error.property.replace(/^instance\.?/, "") || "(the file)"}: ${error.message}`,
      ),
    ),
  ),
);
if (problems.length > 0) {
  console.error(`${source} is not a valid JSON Resume; nothing was written:\n\n${problems.join("\n")}`);
  process.exit(1);
}

const imported = fromJsonResume(resume);
const next = imported.content as Record<ContentPart, unknown>;
const record = readRecord(dir);
let parts: Partial<Record<ContentPart, unknown>> = next;
let said: string[] = [];
if (holdsContent(dir)) {
  if (!record) {
    console.error(
      `${label(dir)}/ already holds content no import wrote: importing would replace it, so nothing was written.\n` +
        "Import into an empty folder (CONTENT_DIR=another-folder npm run import -- …), or move yours aside.",
    );
    process.exit(1);
  }
  const current = (await loadContent(dir)) as Record<ContentPart, unknown>;
  ({ parts, said } = mergeImport(current, record.content, next));
}

// Pictures only for what is written: a part the owner kept needs none of the résumé's.
const named = JSON.stringify(parts);
const images = Object.fromEntries(
  Object.entries(imported.images).filter(([image]) => named.includes(`"${image}"`)),
);
const { files, pictures } = writeContent(dir, parts, images);
const placeholders = {
  ...(record?.placeholders ?? {}),
  ...Object.fromEntries(pictures.map((picture) => [picture, hashOf(imported.images[picture] ?? "")])),
};
const kept: ImportRecord = {
  source: path.basename(source),
  importedAt: new Date().toISOString(),
  // What this import would have written: the next one compares the owner's files with it.
  content: next,
  placeholders,
};
writeFileSync(path.join(dir, RECORD_FILE), `${JSON.stringify(kept, null, 2)}\n`);

console.log(
  [
    `Imported ${source} into ${label(dir)}/:`,
    ...(said.length ? said : files.map((file) => `  ${label(file)}`)).map((line) => `  ${line.trim()}`),
    ...(pictures.length ? [`  ${pictures.length} placeholder picture(s) under ${label(dir)}/images/`] : []),
    ...(imported.toAdd.length
      ? [
          "",
          "Still yours to add (npm run check names each placeholder left):",
          ...imported.toAdd.map((line) => `  - ${line}`),
        ]
      : []),
    ...(imported.unplaced.length
      ? ["", "In the résumé with no place on the site:", ...imported.unplaced.map((line) => `  - ${line}`)]
      : []),
    "",
    "Then: npm run check, and npm run dev to see it.",
  ].join("\n"),
);
