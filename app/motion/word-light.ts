import type { ProgressWriter } from "~/motion/scroll-progress";

/** The opacity of an unlit word, as `--unlit-word` in app.css gives it. */
export const UNLIT_WORD_OPACITY = 0.4;

/**
 * How lit word `index` of `count` is at `progress` (0…1) through its paragraph: each
 * word lights up over its own step of the progress, one after another.
 */
export function wordLight(progress: number, count: number, index: number): number {
  return Math.min(1, Math.max(UNLIT_WORD_OPACITY, progress * count - index));
}

/**
 * Lights the paragraph's words (`.reveal-word`) for `progress`: a lit word is marked
 * `data-light="full"`, the one lighting up `data-light="part"` with its opacity in
 * `--light`, an unlit word carries nothing (word-reveal.css). Marks rather than a variable on
 * every word keep the words' styles alike, so the browser shares them (decision 050);
 * only the words whose light changed are written.
 */
export const lightWords: ProgressWriter = (paragraph, progress) => {
  const words = paragraph.querySelectorAll<HTMLElement>(".reveal-word");
  words.forEach((word, index) => {
    const light = wordLight(progress, words.length, index);
    const mark = light === 1 ? "full" : light > UNLIT_WORD_OPACITY ? "part" : undefined;
    if (word.dataset.light !== mark) {
      if (mark) word.dataset.light = mark;
      else delete word.dataset.light;
    }
    if (mark === "part") word.style.setProperty("--light", light.toFixed(3));
    else if (word.hasAttribute("style")) word.removeAttribute("style");
  });
};
