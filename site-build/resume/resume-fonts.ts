import { type TypstFace, type TypstFonts, typstFonts } from "../../app/lib/fonts/typst-fonts.server.ts";

/** The résumé's faces: each a role of the site's type at a weight (its title is the body's, bolder). */
export const RESUME_FACES = {
  display: { role: "display", weight: 700 },
  body: { role: "body", weight: 400 },
  strong: { role: "body", weight: 600 },
  label: { role: "label", weight: 500 },
} as const satisfies Record<string, TypstFace>;

export type ResumeFace = keyof typeof RESUME_FACES;

/** The faces that draw the résumé's `text` in `lang`, cut to its characters (typst-fonts.server.ts). */
export const resumeFonts = (text: string, lang: string): Promise<TypstFonts<ResumeFace>> =>
  typstFonts(text, lang, RESUME_FACES);
