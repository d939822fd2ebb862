import path from "node:path";
import subsetFont from "subset-font";
import { type Instance, instanceFor } from "../../app/lib/fonts/face-files.server.ts";
import { type FaceRole, faceStack } from "../../app/lib/fonts/face-stacks.ts";
import { renamed } from "./font-names.ts";

/** The résumé's faces: each a role of the site's type at a weight (its title is the body's, bolder). */
export const RESUME_FACES = {
  display: { role: "display", weight: 700 },
  body: { role: "body", weight: 400 },
  strong: { role: "body", weight: 600 },
  label: { role: "label", weight: 500 },
} as const satisfies Record<string, { role: FaceRole; weight: number }>;

export type ResumeFace = keyof typeof RESUME_FACES;

/** The font files to hand the typesetter, and for each face the family names it takes in order. */
export type ResumeFonts = { files: Uint8Array[]; families: Record<ResumeFace, string[]> };

/** "noto-sans-jp-57-wght-normal.woff2" at 400 → "Noto Sans Jp 57 400": one name per file and weight. */
const familyOf = ({ file, weight }: Instance) =>
  `${path
    .basename(file)
    .replace(/-wght-normal\.woff2$/, "")
    .split("-")
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ")} ${weight}`;

/**
 * The faces that draw `text` in `lang`: for each face, the file of the site's type (or of the
 * script's Noto face) that has each character, pinned at its weight, cut to the characters the
 * résumé shows, and named so the typesetter can take nothing else (font-names.ts).
 */
export async function resumeFonts(text: string, lang: string): Promise<ResumeFonts> {
  const characters = [...new Set(text)].filter((character) => !/\s/.test(character));
  const bytes = new Map<string, Promise<Uint8Array>>();
  const families = {} as Record<ResumeFace, string[]>;
  for (const [face, { role, weight }] of Object.entries(RESUME_FACES) as Array<
    [ResumeFace, (typeof RESUME_FACES)[ResumeFace]]
  >) {
    const stack = faceStack(role, lang);
    const found: Instance[] = [];
    for (const character of characters) {
      const instance = await instanceFor(character.codePointAt(0) ?? 0, stack, weight);
      if (instance && !found.includes(instance)) found.push(instance);
    }
    // In the stack's order, so a character the typesetter looks up finds the face chosen for it.
    const order = (instance: Instance) => stack.findIndex((name) => instance.file.includes(`/${name}/`));
    found.sort((a, b) => order(a) - order(b));
    families[face] = found.map(familyOf);
    for (const instance of found) {
      const family = familyOf(instance);
      if (!bytes.has(family))
        bytes.set(
          family,
          subsetFont(Buffer.from(instance.sfnt), text, { targetFormat: "sfnt" }).then((cut) =>
            renamed(cut, family),
          ),
        );
    }
  }
  return { files: await Promise.all(bytes.values()), families };
}
