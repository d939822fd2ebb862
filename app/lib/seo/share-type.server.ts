import * as hb from "harfbuzzjs";
import { instanceFor } from "~/lib/fonts/face-files.server";
import { type FaceRole, faceStack } from "~/lib/fonts/face-stacks";
import { escapeXml } from "~/lib/seo/escape-xml";
import {
  type Direction,
  directionOfText,
  RIGHT_TO_LEFT,
  resolvedDirections,
  visualOrder,
} from "~/lib/text-direction";

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

/** `spaced`: the letter-spacing follows it (not a mark, not in a script whose letters join). */
type Glyph = { font: hb.Font; id: number; x: number; y: number; advance: number; spaced: boolean };

const round = (value: number) => Math.round(value * 100) / 100;

/** The typesetter's work for one site language: which file of a face draws each character. */
export type Typesetter = {
  /** Loads, for each character of `text`, the first file of `face` that has it (see `missing`). */
  prepare: (text: string, face: ShareFace) => Promise<void>;
  /** The characters of `text` no face of `face` has (once prepared): they would draw as empty boxes. */
  missing: (text: string, face: ShareFace) => string[];
  /** How wide `text` is drawn in `style`, in px (its characters prepared). */
  measure: (text: string, style: Style) => number;
  /**
   * `text` drawn as outlines from (x, baseline), in `fill`: one group per line, named by its text
   * (`data-text`) for whoever reads the card's SVG.
   */
  draw: (text: string, style: Style, x: number, baseline: number, fill: string) => string;
};

const typesetters = new Map<string, Typesetter>();

/** The typesetter of a site in `lang` (its Han characters in that language's forms), made once. */
export function typesetterFor(lang = ""): Typesetter {
  const made = typesetters.get(lang);
  if (made) return made;
  const chosen = new Map<string, hb.Font | null>();
  const choiceKey = (face: ShareFace, codePoint: number) => `${face}:${codePoint}`;
  const fontFor = (face: ShareFace, character: string) =>
    chosen.get(choiceKey(face, character.codePointAt(0) ?? 0));
  const primaryOf = (face: ShareFace) =>
    [...chosen.entries()].find(([key, font]) => key.startsWith(`${face}:`) && font)?.[1];

  async function prepare(text: string, face: ShareFace) {
    for (const character of new Set(text)) {
      const codePoint = character.codePointAt(0) ?? 0;
      const key = choiceKey(face, codePoint);
      if (chosen.has(key)) continue;
      const instance = await instanceFor(codePoint, faceStack(face, lang), WEIGHTS[face]);
      chosen.set(key, instance?.font ?? null);
    }
  }
  const missing = (text: string, face: ShareFace) =>
    [...new Set(text)].filter((character) => !/\s/.test(character) && !fontFor(face, character));
  const layoutOf = (text: string, style: Style) =>
    layout(
      runs(text.replace(/\s+/g, " "), (character) => fontFor(style.face, character), primaryOf(style.face)),
      text,
      style,
    );
  const typesetter: Typesetter = {
    prepare,
    missing,
    measure: (text, style) => layoutOf(text, style).width,
    draw: (text, style, x, baseline, fill) =>
      drawGlyphs(layoutOf(text, style).glyphs, text, style, x, baseline, fill),
  };
  typesetters.set(lang, typesetter);
  return typesetter;
}

type Run = { text: string; font: hb.Font; direction: Direction };

/**
 * Runs of characters drawn with the same font (`fontOf` a character) in the same direction (a
 * mark or space stays in the run it is in). A character no face has is drawn as `primary`'s
 * empty box, as a browser does.
 */
function runs(
  text: string,
  fontOf: (character: string) => hb.Font | null | undefined,
  primary?: hb.Font | null,
) {
  const characters = [...text];
  const directions = resolvedDirections(characters, directionOfText(text));
  const result: Run[] = [];
  characters.forEach((character, index) => {
    const own = fontOf(character);
    const direction = directions[index] ?? "ltr";
    const last = result.at(-1);
    const staysInLast =
      last !== undefined &&
      last.direction === direction &&
      (own === last.font ||
        !own ||
        (/[\s\p{M}]/u.test(character) &&
          last.font.nominalGlyph(character.codePointAt(0) ?? 0) !== undefined));
    if (last && staysInLast) {
      last.text += character;
      return;
    }
    const font = own ?? primary;
    if (font) result.push({ text: character, font, direction });
  });
  return result;
}

/** The line's glyphs in the order drawn, at `size`, and its width with the spacing after each but the last. */
function layout(
  textRuns: Run[],
  text: string,
  { size, spacing = 0 }: Style,
): { glyphs: Glyph[]; width: number } {
  const glyphs = visualOrder(textRuns, directionOfText(text)).flatMap(({ text: run, font, direction }) => {
    const buffer = new hb.Buffer();
    buffer.addText(run);
    buffer.guessSegmentProperties();
    buffer.setDirection(direction === "rtl" ? hb.Direction.RTL : hb.Direction.LTR);
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
  const last = glyphs.findLastIndex((glyph) => glyph.spaced);
  const width = glyphs.reduce(
    (sum, glyph, index) => sum + glyph.advance + (glyph.spaced && index !== last ? spacing : 0),
    0,
  );
  return { glyphs, width };
}

function drawGlyphs(glyphs: Glyph[], text: string, style: Style, x: number, baseline: number, fill: string) {
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
  return `<g fill="${fill}" data-text="${escapeXml(text)}" data-x="${Math.round(x)}" data-y="${baseline}" data-size="${style.size}">${paths.join("")}</g>`;
}
