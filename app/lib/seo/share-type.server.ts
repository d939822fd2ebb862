import * as hb from "harfbuzzjs";
import { instanceFor } from "~/lib/fonts/face-files.server";
import { type FaceRole, faceStack } from "~/lib/fonts/face-stacks";
import { escapeXml } from "~/lib/seo/escape-xml";
import { directionOfText, RIGHT_TO_LEFT } from "~/lib/text-direction";

/*
 * The share images' typesetter: text shaped by HarfBuzz with the site's own faces, from the
 * font files the project ships (the @fontsource packages), and drawn as outlines. No font of
 * the machine that builds is ever asked for, so the same content draws the same card on any
 * host, one without fonts included; and HarfBuzz shapes what the pages show (Arabic joined and
 * right to left, Vietnamese marks placed). Decision 088.
 */

/** The faces a card draws with (lib/fonts/face-stacks.ts), each at its weight. */
export type ShareFace = FaceRole;
const WEIGHTS: Record<ShareFace, number> = { display: 700, body: 400, label: 400 };

export type Style = { face: ShareFace; size: number; spacing?: number };

const chosen = new Map<string, hb.Font | null>();
const choiceKey = (face: ShareFace, codePoint: number) => `${face}:${codePoint}`;

/** Loads, for each character of `text`, the first file of `face` that has it (see `missing`). */
export async function prepare(text: string, face: ShareFace): Promise<void> {
  for (const character of new Set(text)) {
    const codePoint = character.codePointAt(0) ?? 0;
    const key = choiceKey(face, codePoint);
    if (chosen.has(key)) continue;
    const instance = await instanceFor(codePoint, faceStack(face), WEIGHTS[face]);
    chosen.set(key, instance?.font ?? null);
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
  const glyphs = (directionOfText(text) === "rtl" ? shaped.reverse() : shaped).flat();
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
