/**
 * Draws the owner's résumé (and writes it as JSON Resume beside it, json-resume.ts) from the content (site-build/content-dir.ts; in SITE_LANGUAGE's, if set) into a PDF:
 *   node --import tsx site-build/resume/write-resume.ts <out.pdf>
 * The build runs it through its Vite plugin (vite-plugin.ts); the paper is the
 * content's `site.resumePaper` (A4 when it is left out).
 */
import path from "node:path";
import { loadContent, loadTranslation } from "../../app/content/content-folder.server.ts";
import type { Content, Translation } from "../../app/content/schema.ts";
import { translated } from "../../app/lib/content/translate.ts";
import { contentDir, siteLanguage } from "../content-dir.ts";
import { readSiteSettings } from "../site-settings.ts";
import { writeWhole } from "../write-whole.ts";
import { jsonResume } from "./json-resume.ts";
import { renderResume } from "./render-resume.ts";
import { jsonFileOf } from "./resume-files.ts";

const [out] = process.argv.slice(2);
if (!out) throw new Error("usage: write-resume.ts <out.pdf>");

const own = (await loadContent(contentDir)) as Content;
// Another language's build (SITE_LANGUAGE) draws the résumé in that language, whatever its script.
const content = siteLanguage
  ? translated(own, (await loadTranslation(contentDir, siteLanguage)) as Translation, siteLanguage)
  : own;
const paper = content.site.resumePaper ?? "A4";
const { siteUrl } = readSiteSettings(process.env);

// Its links lead to the pages in its language.
const prefix = siteLanguage ? `/${siteLanguage}` : "";
writeWhole(path.resolve(out), await renderResume(content, siteUrl, paper, prefix));
// The same content as JSON Resume beside it.
writeWhole(
  jsonFileOf(path.resolve(out)),
  `${JSON.stringify(jsonResume(content, siteUrl, prefix), null, 2)}\n`,
);
