/**
 * `npm run check`: validates the content (content/, the sample while it has none, or CONTENT_DIR), its
 * images, its posts (writing/, each compiled as the build does) and each other language's
 * content and posts (<tag>/index.ts, <tag>/writing/), and prints each problem with its file, field and a fix. Exits 1 if
 * anything is wrong. `npm start`, `npm run build` and `npm test` run it first.
 * Text longer than its place is made for, and a list the home page does not show,
 * are warnings: printed with their place and what fits, and the check goes on.
 *
 * When the site is built for a public address (PUBLIC_SITE_URL not localhost), the
 * sample content the project ships with is a problem too: `--allow-sample` or
 * ALLOW_SAMPLE_CONTENT=1 lets a demo of the sample go ahead.
 *
 * A field a release renamed is named with its new name (site-build/content/migrations.ts);
 * `--fix` renames it in the owner's files, then checks what they now say.
 */
import path from "node:path";
import { SAMPLE_FOLDER } from "../app/content/content-folder.server.ts";
import { migrateFolder } from "../site-build/content/migrations.ts";
import { contentDir } from "../site-build/content-dir.ts";
import { readSiteSettings } from "../site-build/site-settings.ts";
import { checkFolder } from "./check/check-folder.ts";

if (process.argv.includes("--fix")) {
  const changed = migrateFolder(contentDir);
  for (const { file, renamed } of changed) {
    console.log(`Renamed in ${path.relative(process.cwd(), file)}: ${renamed.join(", ")}`);
  }
  if (changed.length === 0) console.log("Nothing to rename: the content is written for this version.");
}
const { ok, lines } = await checkFolder({
  contentDir,
  siteUrl: readSiteSettings(process.env).siteUrl,
  allowSample: process.argv.includes("--allow-sample") || process.env.ALLOW_SAMPLE_CONTENT === "1",
});
for (const { to, text } of lines) (to === "err" ? console.error : console.log)(text);
if (!ok) process.exit(1);
const shown = path.relative(process.cwd(), contentDir) || ".";
const isSample = contentDir === path.resolve(SAMPLE_FOLDER) && !process.env.CONTENT_DIR;
console.log(
  `Content OK (${shown})${isSample ? ": the sample, while content/ holds none (npm run init-content starts yours)" : ""}`,
);
