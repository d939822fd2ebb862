import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import subsetFont from "subset-font";
import { latinFace } from "../fonts/font-faces.ts";
import { themeFontPackages } from "../fonts/theme-fonts.ts";

/** The site's own faces in the résumé: the theme's display, body and mono fonts. */
export const RESUME_FACES = [
  { family: "Display", packageName: themeFontPackages.display, weights: [700] },
  { family: "Body", packageName: themeFontPackages.sans, weights: [400, 600] },
  { family: "Mono", packageName: themeFontPackages.mono, weights: [500] },
] as const;

export type ResumeFont = { family: string; fontWeight: number; src: string };

/**
 * Static TrueType instances of the theme's variable Latin faces at the weights the
 * résumé uses, cut to the characters it shows: a PDF embeds static fonts, and only
 * the glyphs it needs. The files are written to `outDir`.
 */
export async function resumeFonts(text: string, outDir: string): Promise<ResumeFont[]> {
  const fonts: ResumeFont[] = [];
  for (const { family, packageName, weights } of RESUME_FACES) {
    const source = readFileSync(latinFace(packageName).file);
    for (const weight of weights) {
      const file = path.join(outDir, `${family}-${weight}.ttf`);
      const instance = await subsetFont(source, text, {
        targetFormat: "sfnt",
        variationAxes: { wght: weight },
      });
      writeFileSync(file, instance);
      fonts.push({ family, fontWeight: weight, src: file });
    }
  }
  return fonts;
}
