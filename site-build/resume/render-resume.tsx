import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Font, renderToBuffer } from "@react-pdf/renderer";
import type { Content } from "../../app/content/schema.ts";
import { type Paper, ResumeDocument, resumeLabels } from "./resume-document.tsx";
import { resumeFonts } from "./resume-fonts.ts";

/** All of printable ASCII: digits, punctuation, and both cases of every label's letters. */
const ASCII = String.fromCharCode(...Array.from({ length: 95 }, (_, index) => 32 + index));

/** Every character the résumé may draw: the content's text, its own words, the separators. */
const charactersOf = (content: Content, siteUrl: string) =>
  `${JSON.stringify(content)}${siteUrl}${Object.values(resumeLabels(content)).join("")}·—${ASCII}`;

/** How many pages a PDF has: the page tree's count (react-pdf writes it as plain text). */
const pagesIn = (pdf: Buffer) =>
  Math.max(0, ...[...pdf.toString("latin1").matchAll(/\/Count (\d+)/g)].map((match) => Number(match[1])));

/** The résumé as PDF bytes, in the site's fonts, on the given paper. */
export async function renderResume(content: Content, siteUrl: string, paper: Paper): Promise<Buffer> {
  const fontDir = mkdtempSync(path.join(tmpdir(), "resume-fonts-"));
  try {
    for (const font of await resumeFonts(charactersOf(content, siteUrl), fontDir)) {
      Font.register({ family: font.family, fonts: [{ src: font.src, fontWeight: font.fontWeight }] });
    }
    // Words stay whole: a résumé breaks lines between words, never inside a name.
    Font.registerHyphenationCallback((word) => [word]);
    const draw = (tight: boolean) =>
      renderToBuffer(<ResumeDocument content={content} siteUrl={siteUrl} paper={paper} tight={tight} />);
    const roomy = await draw(false);
    if (pagesIn(roomy) === 1) return roomy;
    // A line or two on a second page reads as a mistake: drawn tighter, it may fit one.
    const tight = await draw(true);
    return pagesIn(tight) === 1 ? tight : roomy;
  } finally {
    rmSync(fontDir, { recursive: true, force: true });
  }
}
