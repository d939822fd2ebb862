import { primaryLanguage } from "~/lib/words/shipped";

/**
 * How wide a line of the display face (Space Grotesk, bold) is, in em, from each character's
 * advance: the hero's headline and the services' titles are sized so that the owner's longest
 * line fits the screen, at the sample's own size whenever the sample's would fit. The build
 * measures them once (app/lib/content/split-content.ts); the browser gets the widths. A character
 * not in the table counts as a wide letter; a face changed in the theme is still caught by
 * the lines wrapping rather than running off the screen (docs/customizing.md).
 */
// biome-ignore format: a table reads best as one
const ADVANCE_EM: Record<string, number> = {
  " ": 0.25, "!": 0.3, '"': 0.51, "#": 0.64, $: 0.61, "%": 0.76, "&": 0.59, "'": 0.29, "(": 0.4, ")": 0.39,
  "*": 0.54, "+": 0.62, ",": 0.29, "-": 0.43, ".": 0.3, "/": 0.39, ":": 0.3, ";": 0.3, "?": 0.58, "@": 1.01,
  0: 0.65, 1: 0.45, 2: 0.59, 3: 0.61, 4: 0.64, 5: 0.6, 6: 0.62, 7: 0.55, 8: 0.6, 9: 0.62,
  A: 0.63, B: 0.66, C: 0.64, D: 0.67, E: 0.55, F: 0.53, G: 0.66, H: 0.66, I: 0.26, J: 0.61, K: 0.63,
  L: 0.54, M: 0.88, N: 0.67, O: 0.68, P: 0.6, Q: 0.68, R: 0.63, S: 0.61, T: 0.59, U: 0.67, V: 0.62,
  W: 0.9, X: 0.64, Y: 0.62, Z: 0.58,
  a: 0.58, b: 0.64, c: 0.59, d: 0.64, e: 0.58, f: 0.44, g: 0.64, h: 0.62, i: 0.27, j: 0.27, k: 0.56,
  l: 0.27, m: 0.85, n: 0.62, o: 0.61, p: 0.64, q: 0.64, r: 0.4, s: 0.52, t: 0.46, u: 0.62, v: 0.55,
  w: 0.78, x: 0.59, y: 0.62, z: 0.52,
};
const OTHER_EM = 0.66;

/**
 * A character of the scripts that fill the em (Chinese, Japanese and Korean, fullwidth forms):
 * each is 1 em wide whatever the face that draws it, and set without the tracking (app.css).
 */
const FULL_WIDTH =
  /[\u1100-\u115f\u2e80-\u303e\u3041-\u33ff\u3400-\u4dbf\u4e00-\u9fff\ua000-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6\u{20000}-\u{3fffd}]/u;

/** Does `line` hold a character that fills the em (CJK)? The table's 1 em then measures it in any face. */
export const fillsTheEm = (line: string) => FULL_WIDTH.test(line);

/** The letter-spacing of the hero's headline and of the services' titles, in em (their classes). */
export const HEADLINE_TRACKING_EM = -0.045;
export const SERVICE_TITLE_TRACKING_EM = -0.04;

/**
 * The languages whose pages take the tracking away (app.css: Arabic script joins its letters,
 * Devanagari, Bengali and Gurmukhi hang them from one line, Thai stacks its marks, Chinese,
 * Japanese and Korean fill the em), by primary subtag: their display lines are measured
 * untracked, as they are drawn.
 */
export const UNTRACKED_LANGUAGES = new Set([
  "ar",
  "fa",
  "ur",
  "ps",
  "sd",
  "ckb",
  "ug",
  "ja",
  "zh",
  "ko",
  "hi",
  "mr",
  "ne",
  "sa",
  "mai",
  "bn",
  "as",
  "pa",
  "th",
]);

/** The letter-spacing a page in `lang` gives its display type set at `trackingEm`. */
export const trackingIn = (lang: string | undefined, trackingEm: number) =>
  UNTRACKED_LANGUAGES.has(primaryLanguage(lang ?? "en")) ? 0 : trackingEm;

/** The width of `line` in em, with the letter-spacing its place sets (in em, usually negative). */
export function displayWidthEm(line: string, trackingEm = 0): number {
  let width = 0;
  for (const character of line)
    width += FULL_WIDTH.test(character) ? 1 : (ADVANCE_EM[character] ?? OTHER_EM) + trackingEm;
  return Math.round(width * 100) / 100;
}

/**
 * A line's width in em as shaped in the site's faces (site-build/content/display-measure.ts),
 * undefined where no face of the project has one of its letters.
 */
export type MeasureEm = (line: string, trackingEm: number) => number | undefined;

/** Is every character of `line` one the table above has (Space Grotesk's own, measured)? */
const inTable = (line: string) => [...line].every((character) => character in ADVANCE_EM);

/**
 * The widest of the lines, in em: what a block of them must fit. A line with a letter the table
 * has not (another script) is measured by `measure` where given: an Arabic or Hebrew line is a
 * tenth to a fifth narrower than a wide letter each, and was set that much smaller.
 */
export const widestEm = (lines: string[], trackingEm = 0, measure?: MeasureEm) =>
  Math.max(
    1,
    ...lines.map((line) =>
      inTable(line)
        ? displayWidthEm(line, trackingEm)
        : (measure?.(line, trackingEm) ?? displayWidthEm(line, trackingEm)),
    ),
  );
