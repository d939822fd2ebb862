import * as hb from "harfbuzzjs";
import { instanceFor } from "~/lib/fonts/face-files.server";
import { type FaceRole, faceStack } from "~/lib/fonts/face-stacks";
import { RIGHT_TO_LEFT } from "~/lib/text-direction";

/*
 * How wide a line is in the site's own faces, shaped by HarfBuzz (as the browser shapes the
 * pages) from the font files the project ships: the pages' display type fits each line at its own
 * width in any script (site-build/content/display-measure.ts). What the build draws itself, the
 * résumé and the share images, Typst sets (decisions 089, 091).
 */

const WEIGHTS: Record<FaceRole, number> = { display: 700, body: 400, label: 400 };

/** `spacing`: letter-spacing in px, after each letter of a script whose letters do not join. */
export type Style = { face: FaceRole; size: number; spacing?: number };

export type Shaper = {
  /** Loads, for each character of `text`, the first file of `face` that has it (see `missing`). */
  prepare: (text: string, face: FaceRole) => Promise<void>;
  /** The characters of `text` no face of `face` has (once prepared): they would draw as empty boxes. */
  missing: (text: string, face: FaceRole) => string[];
  /** How wide `text` is in `style`, in px (its characters prepared). */
  measure: (text: string, style: Style) => number;
};

const shapers = new Map<string, Shaper>();

/** The shaper of a site in `lang` (its Han characters in that language's forms), made once. */
export function shaperFor(lang = ""): Shaper {
  const made = shapers.get(lang);
  if (made) return made;
  const chosen = new Map<string, hb.Font | null>();
  const key = (face: FaceRole, character: string) => `${face}:${character.codePointAt(0) ?? 0}`;
  const fontFor = (face: FaceRole, character: string) => chosen.get(key(face, character));

  /** Runs of characters in one font: a mark or a space stays in the run it is in. */
  function runs(text: string, face: FaceRole) {
    const result: Array<{ text: string; font: hb.Font }> = [];
    const primary = [...chosen.entries()].find(([name, font]) => name.startsWith(`${face}:`) && font)?.[1];
    for (const character of text) {
      const own = fontFor(face, character);
      const last = result.at(-1);
      const staysInLast =
        last !== undefined &&
        (own === last.font ||
          !own ||
          (/[\s\p{M}]/u.test(character) &&
            last.font.nominalGlyph(character.codePointAt(0) ?? 0) !== undefined));
      if (last && staysInLast) last.text += character;
      // A character no face has is measured as the first face's empty box, as a browser draws it.
      else if (own ?? primary) result.push({ text: character, font: (own ?? primary) as hb.Font });
    }
    return result;
  }

  const shaper: Shaper = {
    async prepare(text, face) {
      for (const character of new Set(text)) {
        if (chosen.has(key(face, character))) continue;
        const instance = await instanceFor(
          character.codePointAt(0) ?? 0,
          faceStack(face, lang),
          WEIGHTS[face],
        );
        chosen.set(key(face, character), instance?.font ?? null);
      }
    },
    missing: (text, face) =>
      [...new Set(text)].filter((character) => !/\s/.test(character) && !fontFor(face, character)),
    measure(text, { face, size, spacing = 0 }) {
      const advances = runs(text.replace(/\s+/g, " "), face).flatMap(({ text: run, font }) => {
        const buffer = new hb.Buffer();
        buffer.addText(run);
        buffer.guessSegmentProperties();
        hb.shape(font, buffer);
        const joined = RIGHT_TO_LEFT.test(run);
        return buffer
          .getGlyphPositions()
          .map((position) => ({ advance: (position.xAdvance * size) / font.face.upem, joined }));
      });
      const spaced = advances.filter(({ advance, joined }) => advance > 0 && !joined).length;
      const width = advances.reduce((sum, { advance }) => sum + advance, 0);
      return width + Math.max(0, spaced - 1) * spacing;
    },
  };
  shapers.set(lang, shaper);
  return shaper;
}
