/** Letters of the scripts written right to left: Hebrew, Arabic, Syriac, Thaana, N'Ko… and their presentation forms. */
export const RIGHT_TO_LEFT = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufeff]/u;

const LETTER = /\p{L}/u;

export type Direction = "ltr" | "rtl";

/**
 * A text's direction as a browser's `dir="auto"` reads it: its first letter's. The résumé sets
 * each entry by it; a share image draws a line's runs from the right by it.
 */
export const directionOfText = (text: string): Direction => {
  const first = [...text].find((character) => LETTER.test(character)) ?? "";
  return RIGHT_TO_LEFT.test(first) ? "rtl" : "ltr";
};

const strongDirection = (character: string): Direction | undefined =>
  RIGHT_TO_LEFT.test(character) ? "rtl" : /[\p{L}\p{N}]/u.test(character) ? "ltr" : undefined;

/**
 * Each character's direction, as the Unicode bidirectional algorithm resolves it for a line
 * without embeddings (a short simplification of it): a letter or digit has its own; a mark
 * takes the one before it; a space or punctuation takes its neighbours' where they agree, else
 * the line's (`line`, its first letter's). "ليلى  /  PROJECT 07" keeps its slash between the two.
 */
export function resolvedDirections(characters: string[], line: Direction): Direction[] {
  const strong = characters.map(strongDirection);
  const nearest = (from: number, step: number) => {
    for (let at = from; at >= 0 && at < characters.length; at += step) {
      const found = strong[at];
      if (found) return found;
    }
    return line;
  };
  const resolved: Direction[] = [];
  characters.forEach((character, index) => {
    const own = strong[index];
    if (own) resolved.push(own);
    else if (/\p{M}/u.test(character) && index > 0) resolved.push(resolved[index - 1] ?? line);
    else {
      const before = nearest(index - 1, -1);
      resolved.push(before === nearest(index + 1, 1) ? before : line);
    }
  });
  return resolved;
}

/**
 * The runs in the order they are drawn, left to right: each stretch of right-to-left runs is
 * reversed, and on a line that starts right to left, the order of the stretches too.
 */
export function visualOrder<Run extends { direction: Direction }>(textRuns: Run[], line: Direction): Run[] {
  const stretches: Run[][] = [];
  for (const run of textRuns) {
    const last = stretches.at(-1);
    if (last?.[0]?.direction === run.direction) last.push(run);
    else stretches.push([run]);
  }
  const drawn = stretches.map((stretch) => (stretch[0]?.direction === "rtl" ? stretch.reverse() : stretch));
  return (line === "rtl" ? drawn.reverse() : drawn).flat();
}
