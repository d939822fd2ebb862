import { readFileSync } from "node:fs";
import path from "node:path";
import * as hb from "harfbuzzjs";
import subsetFont from "subset-font";
import { readFaces } from "~/lib/fonts/font-package.server";
import { inRanges, parseUnicodeRange, type Range } from "~/lib/fonts/unicode-ranges";

/** One file of a font package, with the characters its `unicode-range` gives it. */
export type FontFile = { file: string; ranges: Range[] };

const filesOf = new Map<string, FontFile[]>();

/** A package's upright files (a CJK package has a hundred, each a slice of its characters). */
export function fontFiles(packageName: string): FontFile[] {
  let files = filesOf.get(packageName);
  if (!files) {
    const { dir, faces } = readFaces(packageName);
    files = faces
      .filter((face) => /font-style:\s*normal/.test(face.block))
      .map((face) => ({ file: path.join(dir, face.file), ranges: parseUnicodeRange(face.unicodeRange) }));
    filesOf.set(packageName, files);
  }
  return files;
}

/** A file's face at a weight, its variable axis pinned: the SFNT bytes and HarfBuzz's font. */
export type Instance = { file: string; weight: number; sfnt: Uint8Array; font: hb.Font };

const instances = new Map<string, Promise<Instance>>();

export function instanceAt(file: string, weight: number): Promise<Instance> {
  const key = `${file}@${weight}`;
  let instance = instances.get(key);
  if (!instance) {
    instance = subsetFont(readFileSync(file), "", {
      targetFormat: "sfnt",
      keepAllGlyphs: true,
      variationAxes: { wght: weight },
    }).then((sfnt) => ({ file, weight, sfnt, font: new hb.Font(new hb.Face(new hb.Blob(sfnt))) }));
    instances.set(key, instance);
  }
  return instance;
}

/**
 * The instance that draws a character: the first file of the first package in `stack` whose
 * range holds it and whose face has its glyph; null where none has (it would draw as a box).
 */
export async function instanceFor(
  codePoint: number,
  stack: readonly string[],
  weight: number,
): Promise<Instance | null> {
  for (const packageName of stack) {
    const file = fontFiles(packageName).find(({ ranges }) => inRanges(codePoint, ranges));
    if (!file) continue;
    const instance = await instanceAt(file.file, weight);
    if (instance.font.nominalGlyph(codePoint) !== undefined) return instance;
  }
  return null;
}
