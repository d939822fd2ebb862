/**
 * The marquee slides two halves of its track by one half's width, forever: a half narrower
 * than the screen leaves a gap sliding through it. With an owner's two tools it is, so each
 * half writes the list as often as it takes to span the widest screen the design covers.
 * Widths are estimated from the names at the marquee's largest type (4.5rem): the sample's
 * six tools come to about 3,100 px and are never repeated.
 */
const WIDEST_SCREEN_PX = 2560;
/** One character of a name, and each entry's icon, spark and padding, at the largest type. */
const CHARACTER_PX = 40;
const ENTRY_PX = 240;
/** The sample's copy slides past in 38 s; a longer or shorter one keeps its pace. */
const SAMPLE_COPY_PX = 3120;
const SAMPLE_SECONDS = 38;

const copyWidth = (names: string[]) =>
  names.reduce((width, name) => width + [...name].length * CHARACTER_PX + ENTRY_PX, 0);

/** How many times the list is written into each half. */
export function marqueeRepeats(names: string[]): number {
  const width = copyWidth(names);
  return width === 0 ? 1 : Math.max(1, Math.ceil(WIDEST_SCREEN_PX / width));
}

/** How long one half takes to slide by, in seconds, at the sample's pace. */
export function marqueeSeconds(names: string[]): number {
  const width = copyWidth(names) * marqueeRepeats(names);
  return Math.max(10, Math.round((SAMPLE_SECONDS * width) / SAMPLE_COPY_PX));
}
