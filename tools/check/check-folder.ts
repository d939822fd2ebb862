/**
 * What `npm run check` finds in a content folder, as the lines it prints and whether the build may
 * go on: tools/check-content.ts prints them and exits; its tests call this in their own process.
 * In one process a folder's modules are imported once: a test that edits a folder checks a new one.
 */
import path from "node:path";
import { pathToFileURL } from "node:url";
import { LEGACY_FOLDER, leftInLegacyFolder, loadContent } from "../../app/content/content-folder.server.ts";
import type { Content } from "../../app/content/schema.ts";
import { formatProblems } from "../../app/lib/problems.ts";
import {
  checkContent,
  checkContentFit,
  checkTranslation,
  fileIn,
  translationWarnings,
} from "../../site-build/content/content-check.ts";
import { languageFolders } from "../../site-build/content/languages.ts";
import { migrateInPlace, migrationsDue } from "../../site-build/content/migrations.ts";
import { findSampleContent, isPublicAddress } from "../../site-build/content/sample-content.ts";
import sampleFingerprint from "../../site-build/content/sample-fingerprint.json";
import { readWriting } from "../../site-build/writing/read-writing.ts";
import { placeholdersLeft } from "../import/placeholders-left.ts";

export type CheckRun = {
  contentDir: string;
  /** The address the site is built for (PUBLIC_SITE_URL): a public one may not hold the sample. */
  siteUrl: string;
  /** A demo of the sample content (`--allow-sample`, ALLOW_SAMPLE_CONTENT=1). */
  allowSample: boolean;
};

/** A line as the check prints it: warnings and problems to stderr, the verdict to stdout. */
export type CheckLine = { to: "out" | "err"; text: string };

export async function checkFolder({ contentDir, siteUrl, allowSample }: CheckRun) {
  const label = (file: string) => path.relative(process.cwd(), file);
  const content = await loadContent(contentDir);
  // Before the schema, which would drop a field under its old name without a word.
  const renames = migrationsDue(content, fileIn(contentDir));
  migrateInPlace(content);
  // Drafts are checked too: a draft that does not compile would stop the dev server.
  const problems = [
    ...leftInLegacyFolder().map((name) => ({
      file: path.resolve(LEGACY_FOLDER, name),
      field: name,
      message: `content in ${LEGACY_FOLDER}/, where it lived before 2.0.0: the site reads content/ now`,
      fix: "move it with the one step in docs/updating.md (Forks made before 2.0.0)",
    })),
    ...renames,
    ...checkContent(content, contentDir),
    ...(await readWritingProblems(contentDir)),
  ];
  const warnings = [...checkContentFit(content, contentDir), ...placeholdersLeft(contentDir)];
  // Each other language (content/<tag>/index.ts), once the site's own content is valid.
  if (problems.length === 0) {
    for (const { tag, file } of languageFolders(contentDir)) {
      const translation = (
        (await import(/* @vite-ignore */ pathToFileURL(file).href)) as { default: unknown }
      ).default;
      const wrong = [
        ...migrationsDue(translation, () => file),
        ...checkTranslation(content as Content, translation, tag, contentDir),
        // Its posts (content/<tag>/writing/), compiled as the build does.
        ...(await readWritingProblems(path.dirname(file))),
      ];
      problems.push(...wrong);
      if (wrong.length === 0)
        warnings.push(...translationWarnings(content as Content, translation, tag, contentDir));
    }
  }
  const sample =
    isPublicAddress(siteUrl) && !allowSample ? findSampleContent(content, contentDir, sampleFingerprint) : [];

  const lines: CheckLine[] = [];
  const err = (text: string) => lines.push({ to: "err", text });
  if (warnings.length > 0) {
    err(`${warnings.length} warning(s) about the content:\n\n${formatProblems(warnings, label, "⚠")}\n`);
  }
  if (problems.length > 0) {
    err(`${problems.length} problem(s) in the content:\n\n${formatProblems(problems, label)}\n`);
  }
  if (sample.length > 0) {
    err(
      [
        `This build is for ${siteUrl}, and the content still holds the sample site's owner, links or artwork`,
        `in ${sample.length} place(s). Put your own in each place (docs/customizing.md):\n`,
        formatProblems(sample, label),
        "\nFor a demo of the sample content, run `npm run check -- --allow-sample`, or set",
        "ALLOW_SAMPLE_CONTENT=1 for `npm run build` and `npm start`.\n",
      ].join("\n"),
    );
  }
  return { ok: problems.length === 0 && sample.length === 0, lines };
}

const readWritingProblems = async (dir: string) => (await readWriting(dir, { drafts: true })).problems;
