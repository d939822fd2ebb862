/**
 * Draws the owner's résumé from the content (CONTENT_DIR, or app/content) into a PDF:
 *   node --import tsx site-build/resume/write-resume.ts <out.pdf>
 * The build runs it through its Vite plugin (vite-plugin.ts); the paper is the
 * content's `site.resumePaper` (A4 when it is left out).
 */
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { Content } from "../../app/content/schema.ts";
import { contentDir } from "../content-dir.ts";
import { readSiteSettings } from "../site-settings.ts";
import { writeWhole } from "../write-whole.ts";
import { renderResume } from "./render-resume.tsx";

const [out] = process.argv.slice(2);
if (!out) throw new Error("usage: write-resume.ts <out.pdf>");

const content = (await import(pathToFileURL(path.join(contentDir, "index.ts")).href)).default as Content;
const paper = content.site.resumePaper ?? "A4";
const { siteUrl } = readSiteSettings(process.env);

writeWhole(path.resolve(out), await renderResume(content, siteUrl, paper));
