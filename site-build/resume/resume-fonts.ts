import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import subsetFont from "subset-font";
import { readFaces } from "../fonts/font-faces.ts";

/** The site's own faces in the résumé: the theme's display, body and mono fonts. */
export const RESUME_FACES = [
  { family: "Display", packageName: "@fontsource-variable/space-grotesk", weights: [700] },
  { family: "Body", packageName: "@fontsource-variable/inter", weights: [400, 600] },
  { family: "Mono", packageName: "@fontsource-variable/jetbrains-mono", weights: [500] },
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
    const { dir, faces } = readFaces(packageName);
    const latin = faces.find((face) => face.file.includes("-latin-wght-"));
    if (!latin) throw new Error(`${packageName}: no Latin face in wght.css`);
    const source = readFileSync(path.join(dir, latin.file));
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
