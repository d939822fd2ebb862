import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import subsetFont from "subset-font";
import { type Face, readFaces } from "../../app/lib/fonts/font-package.server.ts";
import {
  formatUnicodeRange,
  inRanges,
  parseUnicodeRange,
  subtract,
  toRanges,
} from "../../app/lib/fonts/unicode-ranges.ts";
import { writeWhole } from "../write-whole.ts";

/** A package's Latin face (the one the site cuts down), and where its file is. */
export function latinFace(packageName: string): { face: Face; file: string; faces: Face[]; dir: string } {
  const { dir, faces } = readFaces(packageName);
  const face = faces.find((candidate) => candidate.file.includes("-latin-wght-"));
  if (!face) throw new Error(`${packageName}: no Latin face in wght.css`);
  return { face, file: path.join(dir, face.file), faces, dir };
}

type SiteFont = { css: string; preload: string };

/**
 * One face cut in two: a small file with the characters of its range the site shows (to preload),
 * and the face's whole file for the rest of its range, fetched only if a page ever needs one (a
 * visitor typing "ß" in the form, say). Glyphs reached only through OpenType features (code
 * ligatures, stylistic sets) are left out where `shaped` is false: Latin text on the site uses
 * none. A script whose letters change shape by their place in a word (Arabic) keeps them.
 */
async function splitFace(
  face: Face,
  dir: string,
  codePoints: Set<number>,
  outDir: string,
  shaped = false,
): Promise<SiteFont> {
  const ranges = parseUnicodeRange(face.unicodeRange);
  const used = new Set([...codePoints].filter((codePoint) => inRanges(codePoint, ranges)));
  const source = readFileSync(path.join(dir, face.file));
  const key = createHash("sha256")
    .update(source)
    .update([...used].join(","))
    .update(String(shaped))
    .digest("hex")
    .slice(0, 10);
  const subsetFile = path.join(outDir, key, path.basename(face.file).replace(/-[a-z]+-wght-/, "-site-wght-"));
  if (!existsSync(subsetFile)) {
    const text = String.fromCodePoint(...used);
    const subset = await subsetFont(source, text, { targetFormat: "woff2", noLayoutClosure: !shaped });
    writeWhole(subsetFile, subset);
  }
  const css = [
    withUrl(face, fromOut(outDir, path.join(dir, face.file)), formatUnicodeRange(subtract(ranges, used))),
    withUrl(face, fromOut(outDir, subsetFile), formatUnicodeRange(toRanges(used))),
  ].join("\n");
  return { css, preload: subsetFile };
}

const fromOut = (outDir: string, file: string) => path.relative(outDir, file).split(path.sep).join("/");
const withUrl = (face: Face, url: string, unicodeRange: string) =>
  face.block
    .replace(/url\(\.\/[^)]+\)/, `url(${url})`)
    .replace(/unicode-range:\s*[^;]+;/, `unicode-range: ${unicodeRange};`);

/** One descriptor of a face as its CSS gives it: `font-family: 'Inter Variable';`. */
const descriptorOf = (block: string, descriptor: string) =>
  block.match(new RegExp(`${descriptor}:\\s*[^;]+;`))?.[0] ?? "";

/**
 * One package's faces, with its Latin face cut to the site's characters (splitFace); the other
 * scripts' faces stay as the package ships them.
 */
export async function siteFont(
  packageName: string,
  codePoints: Set<number>,
  outDir: string,
): Promise<SiteFont> {
  const { face: latin, faces, dir } = latinFace(packageName);
  const split = await splitFace(latin, dir, codePoints, outDir);
  const others = faces
    .filter((face) => face !== latin)
    .map((face) => withUrl(face, fromOut(outDir, path.join(dir, face.file)), face.unicodeRange));
  return { css: [...others, split.css].join("\n"), preload: split.preload };
}

/**
 * Faces declared as part of a theme face's family: its name, weights and style. A browser joins
 * faces into one family only where these are declared alike.
 */
const asThemeFace = (css: string, themeFace: string) =>
  ["font-family", "font-weight", "font-style"].reduce(
    (block, descriptor) =>
      block.replaceAll(new RegExp(`${descriptor}:\\s*[^;]+;`, "g"), descriptorOf(themeFace, descriptor)),
    css,
  );

/** The script a package's face file is cut for: `inter-cyrillic-ext-wght-normal.woff2` → `cyrillic-ext`. */
const scriptOf = (packageName: string, file: string) =>
  path
    .basename(file)
    .slice(`${packageName.split("/").pop()}-`.length)
    .replace(/-wght-.*$/, "");

/**
 * The scripts a theme face lacks and the body face has (Space Grotesk has no Cyrillic or Greek;
 * Inter has), declared under the theme face's family with its descriptors: a heading in Ukrainian
 * is drawn in Inter, as the résumé and share images draw it (app/lib/fonts/face-stacks.ts), not in
 * whatever the visitor's system has. Only the scripts the site shows a letter of are declared.
 */
export function borrowedFaces(
  packageName: string,
  fromPackage: string,
  codePoints: Set<number>,
  outDir: string,
): string {
  const own = new Set(readFaces(packageName).faces.map((face) => scriptOf(packageName, face.file)));
  const themeFace = latinFace(packageName).face.block;
  const { dir, faces } = readFaces(fromPackage);
  return (
    faces
      .filter((face) => !own.has(scriptOf(fromPackage, face.file)))
      // Only where the site shows a letter of it: a site in Latin alone declares nothing more.
      .filter((face) => {
        const ranges = parseUnicodeRange(face.unicodeRange);
        return [...codePoints].some((codePoint) => inRanges(codePoint, ranges));
      })
      .map((face) =>
        asThemeFace(withUrl(face, fromOut(outDir, path.join(dir, face.file)), face.unicodeRange), themeFace),
      )
      .join("\n")
  );
}

/**
 * A script the theme's fonts lack (Arabic, Hebrew), from a package that has it, cut to the site's
 * characters and declared under each theme font's own family name: a page's text in that script
 * takes it by its unicode-range, with no family added to any stack, and a page without a letter
 * of it never fetches it.
 */
export async function scriptFont(
  packageName: string,
  script: string,
  themePackages: string[],
  codePoints: Set<number>,
  outDir: string,
): Promise<SiteFont> {
  const { dir, faces } = readFaces(packageName);
  const shipped = faces.find((candidate) => candidate.file.includes(`-${script}-wght-`));
  if (!shipped) throw new Error(`${packageName}: no ${script} face in wght.css`);
  // Where two faces of a family share a character the later wins: the theme's own keep theirs
  // (punctuation, the joiners), the script's face takes only what none of them has.
  const theme = themePackages.flatMap((name) =>
    readFaces(name).faces.flatMap((face) => parseUnicodeRange(face.unicodeRange)),
  );
  const own = parseUnicodeRange(shipped.unicodeRange).flatMap(([start, end]) =>
    Array.from({ length: end - start + 1 }, (_, index) => start + index),
  );
  const unicodeRange = formatUnicodeRange(toRanges(own.filter((codePoint) => !inRanges(codePoint, theme))));
  const face = {
    ...shipped,
    block: shipped.block.replace(/unicode-range:\s*[^;]+;/, `unicode-range: ${unicodeRange};`),
    unicodeRange,
  };
  const split = await splitFace(face, dir, codePoints, outDir, true);
  const css = themePackages.map((name) => asThemeFace(split.css, latinFace(name).face.block));
  return { css: css.join("\n"), preload: split.preload };
}
