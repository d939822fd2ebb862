import { readFileSync } from "node:fs";
import { NodeCompiler } from "@myriaddreamin/typst-ts-node-compiler";
import type { Content } from "../../app/content/schema.ts";
import { type Paper, resumeData } from "./resume-data.ts";
import { resumeFonts } from "./resume-fonts.ts";

const TEMPLATE = readFileSync(new URL("./resume.typ", import.meta.url), "utf8");

/** All of printable ASCII: digits, punctuation, and both cases of every heading's letters. */
const ASCII = String.fromCharCode(...Array.from({ length: 95 }, (_, index) => 32 + index));

/** How many pages a PDF has: its page tree's count. */
const pagesIn = (pdf: Buffer) =>
  Math.max(0, ...[...pdf.toString("latin1").matchAll(/\/Count (\d+)/g)].map((match) => Number(match[1])));

/** The résumé as PDF bytes, set by Typst in the site's faces, on the given paper (decision 089). */
export async function renderResume(
  content: Content,
  siteUrl: string,
  paper: Paper,
  languagePrefix = "",
): Promise<Buffer> {
  const data = resumeData(content, siteUrl, paper, languagePrefix);
  const json = JSON.stringify(data);
  // Every character the résumé may draw, its headings in capitals included.
  const fonts = await resumeFonts(`${json}${json.toUpperCase()}·—${ASCII}`, content.site.lang ?? "en");
  const compiler = NodeCompiler.create({
    fontArgs: [{ fontBlobs: fonts.files.map((file) => Buffer.from(file)) }],
  });
  const draw = (tight: boolean) =>
    compiler.pdf({
      mainFileContent: TEMPLATE,
      inputs: { data: json, fonts: JSON.stringify(fonts.families), tight: String(tight) },
    });
  const roomy = draw(false);
  if (pagesIn(roomy) === 1) return roomy;
  // A line or two on a second page reads as a mistake: drawn tighter, it may fit one.
  const tight = draw(true);
  return pagesIn(tight) === 1 ? tight : roomy;
}
