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
import { pathToFileURL } from "node:url";
import {
  LEGACY_FOLDER,
  leftInLegacyFolder,
  loadContent,
  SAMPLE_FOLDER,
} from "../app/content/content-folder.server.ts";
import type { Content } from "../app/content/schema.ts";
import { formatProblems } from "../app/lib/problems.ts";
import {
  checkContent,
  checkContentFit,
  checkTranslation,
  fileIn,
  translationWarnings,
} from "../site-build/content/content-check.ts";
import { languageFolders } from "../site-build/content/languages.ts";
import { migrateFolder, migrateInPlace, migrationsDue } from "../site-build/content/migrations.ts";
import { findSampleContent, isPublicAddress } from "../site-build/content/sample-content.ts";
import sampleFingerprint from "../site-build/content/sample-fingerprint.json";
import { contentDir } from "../site-build/content-dir.ts";
import { readSiteSettings } from "../site-build/site-settings.ts";
import { readWriting } from "../site-build/writing/read-writing.ts";
import { placeholdersLeft } from "./import/placeholders-left.ts";

const label = (file: string) => path.relative(process.cwd(), file);
if (process.argv.includes("--fix")) {
  const changed = migrateFolder(contentDir);
  for (const { file, renamed } of changed) console.log(`Renamed in ${label(file)}: ${renamed.join(", ")}`);
  if (changed.length === 0) console.log("Nothing to rename: the content is written for this version.");
}
const module = { default: await loadContent(contentDir) };
// Before the schema, which would drop a field under its old name without a word.
const renames = migrationsDue(module.default, fileIn(contentDir));
migrateInPlace(module.default);
// Drafts are checked too: a draft that does not compile would stop the dev server.
const legacy = leftInLegacyFolder();
const problems = [
  ...legacy.map((name) => ({
    file: path.resolve(LEGACY_FOLDER, name),
    field: name,
    message: `content in ${LEGACY_FOLDER}/, where it lived before 2.0.0: the site reads content/ now`,
    fix: "move it with the one step in docs/updating.md (Forks made before 2.0.0)",
  })),
  ...renames,
  ...checkContent(module.default, contentDir),
  ...(await readWriting(contentDir, { drafts: true })).problems,
];
const warnings = [...checkContentFit(module.default, contentDir), ...placeholdersLeft(contentDir)];
// Each other language (content/<tag>/index.ts), once the site's own content is valid.
if (problems.length === 0) {
  const content = module.default as Content;
  for (const { tag, file } of languageFolders(contentDir)) {
    const translation = ((await import(pathToFileURL(file).href)) as { default: unknown }).default;
    const wrong = [
      ...migrationsDue(translation, () => file),
      ...checkTranslation(content, translation, tag, contentDir),
      // Its posts (content/<tag>/writing/), compiled as the build does.
      ...(await readWriting(path.dirname(file), { drafts: true })).problems,
    ];
    problems.push(...wrong);
    if (wrong.length === 0) warnings.push(...translationWarnings(content, translation, tag, contentDir));
  }
}

const { siteUrl } = readSiteSettings(process.env);
const sampleAllowed = process.argv.includes("--allow-sample") || process.env.ALLOW_SAMPLE_CONTENT === "1";
const sample =
  isPublicAddress(siteUrl) && !sampleAllowed
    ? findSampleContent(module.default, contentDir, sampleFingerprint)
    : [];

if (warnings.length > 0) {
  console.warn(
    `${warnings.length} warning(s) about the content:\n\n${formatProblems(warnings, label, "⚠")}\n`,
  );
}
if (problems.length > 0) {
  console.error(`${problems.length} problem(s) in the content:\n\n${formatProblems(problems, label)}\n`);
}
if (sample.length > 0) {
  console.error(
    [
      `This build is for ${siteUrl}, and the content still holds the sample site's owner, links or artwork`,
      `in ${sample.length} place(s). Put your own in each place (docs/customizing.md):\n`,
      formatProblems(sample, label),
      "\nFor a demo of the sample content, run `npm run check -- --allow-sample`, or set",
      "ALLOW_SAMPLE_CONTENT=1 for `npm run build` and `npm start`.\n",
    ].join("\n"),
  );
}
if (problems.length > 0 || sample.length > 0) process.exit(1);
const shown = path.relative(process.cwd(), contentDir) || ".";
const isSample = contentDir === path.resolve(SAMPLE_FOLDER) && !process.env.CONTENT_DIR;
console.log(
  `Content OK (${shown})${isSample ? ": the sample, while content/ holds none (npm run init-content starts yours)" : ""}`,
);
