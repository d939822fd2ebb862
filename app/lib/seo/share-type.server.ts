import { readFileSync } from "node:fs";
import path from "node:path";
import * as hb from "harfbuzzjs";
import subsetFont from "subset-font";
import { readFaces } from "~/lib/fonts/font-package.server";
import { inRanges, parseUnicodeRange, type Range } from "~/lib/fonts/unicode-ranges";
import { escapeXml } from "~/lib/seo/escape-xml";

/*
 * The share images' typesetter: text shaped by HarfBuzz with the site's own faces, from the
 * font files the project ships (the @fontsource packages), and drawn as outlines. No font of
 * the machine that builds is ever asked for, so the same content draws the same card on any
 * host, one without fonts included; and HarfBuzz shapes what the pages show (Arabic joined and
 * right to left, Vietnamese marks placed). Decision 088.
 */

/** The faces a card draws with, each a list: a character takes the first that has it. */
export type ShareFace = "display" | "body" | "label";

type Source = { packageName: string; weight: number };
const arabic = "@fontsource-variable/noto-sans-arabic";
const hebrew = "@fontsource-variable/noto-sans-hebrew";
const inter = "@fontsource-variable/inter";
const FACES: Record<ShareFace, Source[]> = {
  // Space Grotesk has no Cyrillic or Greek: those letters are Inter's, at the same weight.
  display: [
    { packageName: "@fontsource-variable/space-grotesk", weight: 700 },
    { packageName: inter, weight: 700 },
    { packageName: arabic, weight: 700 },
    { packageName: hebrew, weight: 700 },
  ],
  body: [
    { packageName: inter, weight: 400 },
    { packageName: arabic, weight: 400 },
    { packageName: hebrew, weight: 400 },
  ],
  label: [
    { packageName: "@fontsource-variable/jetbrains-mono", weight: 400 },
    { packageName: inter, weight: 400 },
    { packageName: arabic, weight: 400 },
    { packageName: hebrew, weight: 400 },
  ],
};

export type Style = { face: ShareFace; size: number; spacing?: number };

type FontFile = { file: string; ranges: Range[] };

/** A package's upright files, each with the characters its `unicode-range` gives it. */
const fontFiles = (packageName: string): FontFile[] => {
  const { dir, faces } = readFaces(packageName);
  return faces
    .filter((face) => /font-style:\s*normal/.test(face.block))
    .map((face) => ({ file: path.join(dir, face.file), ranges: parseUnicodeRange(face.unicodeRange) }));
};

const filesOf = new Map<string, FontFile[]>();
const loaded = new Map<string, Promise<hb.Font>>();

/** A file's face at a weight: its variable axis pinned, as HarfBuzz reads it (no WOFF2). */
function fontAt(file: string, weight: number): Promise<hb.Font> {
  const key = `${file}@${weight}`;
  let font = loaded.get(key);
  if (!font) {
    font = subsetFont(readFileSync(file), "", {
      targetFormat: "sfnt",
      keepAllGlyphs: true,
      variationAxes: { wght: weight },
    }).then((sfnt) => new hb.Font(new hb.Face(new hb.Blob(sfnt))));
    loaded.set(key, font);
  }
  return font;
}

const chosen = new Map<string, hb.Font | null>();
const choiceKey = (face: ShareFace, codePoint: number) => `${face}:${codePoint}`;

/** Loads, for each character of `text`, the first file of `face` that has it (see `missing`). */
export async function prepare(text: string, face: ShareFace): Promise<void> {
  for (const character of new Set(text)) {
    const codePoint = character.codePointAt(0) ?? 0;
    const key = choiceKey(face, codePoint);
    if (chosen.has(key)) continue;
    let found: hb.Font | null = null;
    for (const { packageName, weight } of FACES[face]) {
      if (!filesOf.has(packageName)) filesOf.set(packageName, fontFiles(packageName));
      const file = filesOf.get(packageName)?.find(({ ranges }) => inRanges(codePoint, ranges));
      if (!file) continue;
      const font = await fontAt(file.file, weight);
      if (font.nominalGlyph(codePoint) !== undefined) {
        found = font;
        break;
      }
    }
    chosen.set(key, found);
  }
}

/** The characters of `text` no face of `face` has (once prepared): they would draw as empty boxes. */
export const missing = (text: string, face: ShareFace) =>
  [...new Set(text)].filter((character) => !/\s/.test(character) && !fontFor(face, character));

const fontFor = (face: ShareFace, character: string) =>
  chosen.get(choiceKey(face, character.codePointAt(0) ?? 0));

/** `spaced`: the letter-spacing follows it (not a mark, not in a script whose letters join). */
type Glyph = { font: hb.Font; id: number; x: number; y: number; advance: number; spaced: boolean };

/** Runs of characters drawn with the same face (a mark or space stays in the run it is in). */
function runs(text: string, face: ShareFace): Array<{ text: string; font: hb.Font }> {
  const result: Array<{ text: string; font: hb.Font }> = [];
  const primary = [...chosen.entries()].find(([key, font]) => key.startsWith(`${face}:`) && font)?.[1];
  for (const character of text) {
    const own = fontFor(face, character);
    const last = result.at(-1);
    const staysInLast =
      last !== undefined &&
      (own === last.font ||
        !own ||
        (/[\s\p{M}]/u.test(character) &&
          last.font.nominalGlyph(character.codePointAt(0) ?? 0) !== undefined));
    if (last && staysInLast) {
      last.text += character;
      continue;
    }
    // A character no face has is drawn as the first face's empty box, as a browser draws it.
    const font = own ?? primary;
    if (font) result.push({ text: character, font });
  }
  return result;
}

const RIGHT_TO_LEFT = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/u;
const LEFT_TO_RIGHT = /[A-Za-z\u00C0-\u024F\u0370-\u052F\u1E00-\u1FFF]/u;

/** The line's glyphs in the order drawn, at `size`, and its width with the spacing after each but the last. */
function layout(text: string, { face, size, spacing = 0 }: Style): { glyphs: Glyph[]; width: number } {
  const shaped = runs(text.replace(/\s+/g, " "), face).map(({ text: run, font }) => {
    const buffer = new hb.Buffer();
    buffer.addText(run);
    buffer.guessSegmentProperties();
    hb.shape(font, buffer);
    const scale = size / font.face.upem;
    const joined = RIGHT_TO_LEFT.test(run);
    const positions = buffer.getGlyphPositions();
    return buffer.getGlyphInfos().map((info, index): Glyph => {
      const position = positions[index];
      const advance = (position?.xAdvance ?? 0) * scale;
      return {
        font,
        id: info.codepoint,
        x: (position?.xOffset ?? 0) * scale,
        y: (position?.yOffset ?? 0) * scale,
        advance,
        spaced: !joined && advance > 0,
      };
    });
  });
  // A line that starts right to left is read from the right: its runs are drawn in reverse.
  const firstStrong =
    text.match(new RegExp(`${RIGHT_TO_LEFT.source}|${LEFT_TO_RIGHT.source}`, "u"))?.[0] ?? "";
  const glyphs = (RIGHT_TO_LEFT.test(firstStrong) ? shaped.reverse() : shaped).flat();
  const last = glyphs.findLastIndex((glyph) => glyph.spaced);
  const width = glyphs.reduce(
    (sum, glyph, index) => sum + glyph.advance + (glyph.spaced && index !== last ? spacing : 0),
    0,
  );
  return { glyphs, width };
}

/** How wide `text` is drawn in `style`, in px (its characters prepared). */
export const measure = (text: string, style: Style) => layout(text, style).width;

const round = (value: number) => Math.round(value * 100) / 100;

/**
 * `text` drawn as outlines from (x, baseline), in `fill`: one group per line, named by its text
 * (`data-text`) for whoever reads the card's SVG.
 */
export function draw(text: string, style: Style, x: number, baseline: number, fill: string): string {
  const { glyphs } = layout(text, style);
  let pen = x;
  const paths: string[] = [];
  for (const glyph of glyphs) {
    const outline = glyph.font.glyphToPath(glyph.id);
    const scale = style.size / glyph.font.face.upem;
    if (outline)
      paths.push(
        `<path transform="translate(${round(pen + glyph.x)} ${round(baseline - glyph.y)}) scale(${round(scale * 1e4) / 1e4} ${-round(scale * 1e4) / 1e4})" d="${outline}"/>`,
      );
    pen += glyph.advance + (glyph.spaced ? (style.spacing ?? 0) : 0);
  }
  return `<g fill="${fill}" data-text="${escapeXml(text)}" data-x="${x}" data-y="${baseline}" data-size="${style.size}">${paths.join("")}</g>`;
}
