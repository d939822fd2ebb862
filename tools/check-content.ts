/**
 * `npm run check`: validates the content (app/content, or CONTENT_DIR), its
 * images, its posts (writing/, each compiled as the build does) and each other language's
 * content and posts (<tag>/index.ts, <tag>/writing/), and prints each problem with its file, field and a fix. Exits 1 if
 * anything is wrong. `npm start`, `npm run build` and `npm test` run it first.
 * Text longer than its place is made for, and a list the home page does not show,
 * are warnings: printed with their place and what fits, and the check goes on.
 *
 * When the site is built for a public address (PUBLIC_SITE_URL not localhost), the
 * sample content the project ships with is a problem too: `--allow-sample` or
 * ALLOW_SAMPLE_CONTENT=1 lets a demo of the sample go ahead.
 */
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { Content } from "../app/content/schema.ts";
import { formatProblems } from "../app/lib/problems.ts";
import {
  checkContent,
  checkContentFit,
  checkTranslation,
  translationWarnings,
} from "../site-build/content/content-check.ts";
import { languageFolders } from "../site-build/content/languages.ts";
import { findSampleContent, isPublicAddress } from "../site-build/content/sample-content.ts";
import sampleFingerprint from "../site-build/content/sample-fingerprint.json";
import { contentDir } from "../site-build/content-dir.ts";
import { readSiteSettings } from "../site-build/site-settings.ts";
import { readWriting } from "../site-build/writing/read-writing.ts";

const module = (await import(pathToFileURL(path.join(contentDir, "index.ts")).href)) as {
  default: unknown;
};
const label = (file: string) => path.relative(process.cwd(), file);
// Drafts are checked too: a draft that does not compile would stop the dev server.
const problems = [
  ...checkContent(module.default, contentDir),
  ...(await readWriting(contentDir, { drafts: true })).problems,
];
const warnings = checkContentFit(module.default, contentDir);
// Each other language (app/content/<tag>/index.ts), once the site's own content is valid.
if (problems.length === 0) {
  const content = module.default as Content;
  for (const { tag, file } of languageFolders(contentDir)) {
    const translation = ((await import(pathToFileURL(file).href)) as { default: unknown }).default;
    const wrong = [
      ...checkTranslation(content, translation, tag, contentDir),
      // Its posts (app/content/<tag>/writing/), compiled as the build does.
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
console.log(`Content OK (${path.relative(process.cwd(), contentDir) || "."})`);
