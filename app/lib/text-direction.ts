/** Letters of the scripts written right to left: Hebrew, Arabic, Syriac, Thaana, N'Ko… and their presentation forms. */
export const RIGHT_TO_LEFT = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufeff]/u;

const LETTER = /\p{L}/u;

export type Direction = "ltr" | "rtl";

/**
 * A text's direction as a browser's `dir="auto"` reads it: its first letter's. The résumé sets
 * each entry by it.
 */
export const directionOfText = (text: string): Direction => {
  const first = [...text].find((character) => LETTER.test(character)) ?? "";
  return RIGHT_TO_LEFT.test(first) ? "rtl" : "ltr";
};
