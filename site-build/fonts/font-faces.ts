import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import subsetFont from "subset-font";
import { writeWhole } from "../write-whole.ts";
import { formatUnicodeRange, inRanges, parseUnicodeRange, subtract, toRanges } from "./unicode-ranges.ts";

type Face = { block: string; file: string; unicodeRange: string };

const require = createRequire(import.meta.url);

/** The @font-face rules of a @fontsource-variable package's `wght.css`. */
export function readFaces(packageName: string): { dir: string; faces: Face[] } {
  const css = require.resolve(`${packageName}/wght.css`);
  const dir = path.dirname(css);
  const faces = [...readFileSync(css, "utf8").matchAll(/@font-face\s*{[^}]*}/g)].map(([block]) => ({
    block,
    file: block.match(/url\(\.\/([^)]+)\)/)?.[1] ?? "",
    unicodeRange: block.match(/unicode-range:\s*([^;]+);/)?.[1] ?? "",
  }));
  return { dir, faces };
}

/** A package's Latin face (the one the site cuts down), and where its file is. */
export function latinFace(packageName: string): { face: Face; file: string; faces: Face[]; dir: string } {
  const { dir, faces } = readFaces(packageName);
  const face = faces.find((candidate) => candidate.file.includes("-latin-wght-"));
  if (!face) throw new Error(`${packageName}: no Latin face in wght.css`);
  return { face, file: path.join(dir, face.file), faces, dir };
}

type SiteFont = { css: string; preload: string };

/**
 * One package's faces, with its Latin face split in two: a small file with the
 * Latin characters the site shows (preloaded), and the package's full Latin file
 * for any other Latin character, fetched only if a page ever needs one (a
 * visitor typing "ß" in the form, say). Glyphs reached only through OpenType
 * features (code ligatures, stylistic sets) are left out: the site uses none.
 * The other scripts' faces stay as the package ships them.
 */
export async function siteFont(
  packageName: string,
  codePoints: Set<number>,
  outDir: string,
): Promise<SiteFont> {
  const { face: latin, file: latinFile, faces, dir } = latinFace(packageName);
  const latinRanges = parseUnicodeRange(latin.unicodeRange);
  const used = new Set([...codePoints].filter((codePoint) => inRanges(codePoint, latinRanges)));

  const source = readFileSync(latinFile);
  const key = createHash("sha256")
    .update(source)
    .update([...used].join(","))
    .digest("hex")
    .slice(0, 10);
  const subsetFile = path.join(outDir, key, path.basename(latin.file).replace("-latin-", "-site-"));
  if (!existsSync(subsetFile)) {
    const text = String.fromCodePoint(...used);
    const subset = await subsetFont(source, text, { targetFormat: "woff2", noLayoutClosure: true });
    writeWhole(subsetFile, subset);
  }

  const fromOut = (file: string) => path.relative(outDir, file).split(path.sep).join("/");
  const withUrl = (face: Face, url: string, unicodeRange: string) =>
    face.block
      .replace(/url\(\.\/[^)]+\)/, `url(${url})`)
      .replace(/unicode-range:\s*[^;]+;/, `unicode-range: ${unicodeRange};`);
  const css = [
    ...faces.map((face) =>
      face === latin
        ? withUrl(face, fromOut(path.join(dir, face.file)), formatUnicodeRange(subtract(latinRanges, used)))
        : withUrl(face, fromOut(path.join(dir, face.file)), face.unicodeRange),
    ),
    withUrl(latin, fromOut(subsetFile), formatUnicodeRange(toRanges(used))),
  ].join("\n");
  return { css, preload: subsetFile };
}
