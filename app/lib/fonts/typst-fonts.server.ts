import path from "node:path";
import subsetFont from "subset-font";
import { type Instance, instanceFor } from "~/lib/fonts/face-files.server";
import { type FaceRole, faceStack } from "~/lib/fonts/face-stacks";
import { renamed } from "~/lib/fonts/font-names";

/*
 * The fonts handed to Typst, which sets the résumé and draws the share images (decision 089):
 * the site's own faces and the script faces after them, from the files the project ships.
 */

/** A face as Typst is asked for it: a role of the site's type at a weight. */
export type TypstFace = { role: FaceRole; weight: number };

/**
 * The font files to hand the typesetter, for each face the family names it takes in order, and
 * the characters some face has no file for (they would draw as empty boxes).
 */
export type TypstFonts<Face extends string> = {
  files: Uint8Array[];
  families: Record<Face, string[]>;
  missing: string[];
};

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
 * script's Noto face) that has each character, pinned at its weight, cut to the characters of
 * `text`, and named so the typesetter can take nothing else (font-names.ts).
 */
export async function typstFonts<Face extends string>(
  text: string,
  lang: string,
  faces: Record<Face, TypstFace>,
): Promise<TypstFonts<Face>> {
  const characters = [...new Set(text)].filter((character) => !/\s/.test(character));
  const bytes = new Map<string, Promise<Uint8Array>>();
  const families = {} as Record<Face, string[]>;
  const missing = new Set<string>();
  for (const [face, { role, weight }] of Object.entries(faces) as Array<[Face, TypstFace]>) {
    const stack = faceStack(role, lang);
    const found: Instance[] = [];
    for (const character of characters) {
      const instance = await instanceFor(character.codePointAt(0) ?? 0, stack, weight);
      if (!instance) missing.add(character);
      else if (!found.includes(instance)) found.push(instance);
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
  return { files: await Promise.all(bytes.values()), families, missing: [...missing] };
}
