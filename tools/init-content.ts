/**
 * `npm run init-content`: starts the owner's own content folder (content/), which the template
 * ships no file in, so that taking its next version never touches it (docs/updating.md).
 *   npm run init-content              a copy of the sample person, to edit
 *   npm run init-content -- --empty   the least a site needs, with placeholders to replace
 * It writes nothing where content/ already holds content.
 */
import { cpSync, existsSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { holdsContent, OWNER_FOLDER, SAMPLE_FOLDER } from "../app/content/content-folder.server.ts";
import { STARTER_FILES } from "./starter-content.ts";

const root = process.cwd();
const owner = path.join(root, OWNER_FOLDER);
const empty = process.argv.includes("--empty");

if (holdsContent(owner)) {
  console.error(`${OWNER_FOLDER}/ already holds your content: nothing written.`);
  process.exit(1);
}
mkdirSync(owner, { recursive: true });
if (empty) {
  for (const [name, text] of Object.entries(STARTER_FILES)) {
    const file = path.join(owner, name);
    mkdirSync(path.dirname(file), { recursive: true });
    if (!existsSync(file)) writeFileSync(file, text);
  }
} else {
  cpSync(path.join(root, SAMPLE_FOLDER), owner, { recursive: true, force: false, errorOnExist: false });
}
console.log(
  [
    `Wrote ${OWNER_FOLDER}/ ${empty ? "with the least a site needs" : "as a copy of the sample"}: the site is built from it from now on.`,
    "Edit it (docs/customizing.md), then `npm run check` names anything left to fix.",
    `Commit ${OWNER_FOLDER}/; the template's own files stay as they are, so its updates merge cleanly (docs/updating.md).`,
  ].join("\n"),
);
