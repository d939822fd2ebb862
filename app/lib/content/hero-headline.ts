/** A colour of the hero's headline, by the theme's token: the page's and the share card's alike. */
export type HeadlineTone = "muted" | "accent" | "ink";

/** The design sets the headline in three lines; more are set smaller, to stand as tall as three. */
const DESIGN_LINES = 3;

/**
 * Each of the hero's lines' colour: the last in ink, the one before it in the accent, any before
 * those muted. Three lines read as the design sets them (muted, accent, ink); fewer keep its end.
 */
export const headlineTones = (count: number): HeadlineTone[] =>
  Array.from({ length: count }, (_, index) => {
    const fromEnd = count - 1 - index;
    return fromEnd === 0 ? "ink" : fromEnd === 1 ? "accent" : "muted";
  });

/** The size a headline of `count` lines is set at, against three's: four stand as tall as three. */
export const headlineScale = (count: number) => Math.min(1, DESIGN_LINES / count);
