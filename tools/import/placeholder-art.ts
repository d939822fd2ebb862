/**
 * The pictures an imported résumé has not: a project's cover, a company's logo, a person's face,
 * a tool's mark. Quiet shapes in the site's colours, so a page reads as finished until the owner
 * puts their own in.
 */

/** Pairs of ground and accent, one chosen per name so a page's pictures differ from each other. */
const PALETTES = [
  ["#1d2a3a", "#e07a5f"],
  ["#2d1e2f", "#81b29a"],
  ["#22313f", "#f2cc8f"],
  ["#1f2d2a", "#9ad1d4"],
  ["#2a2438", "#d4a5c9"],
  ["#2e2a24", "#c9b79c"],
] as const;

const hashOf = (text: string) =>
  [...text].reduce((hash, letter) => (hash * 31 + (letter.codePointAt(0) ?? 0)) >>> 0, 7);

/**
 * Shapes only, no letters: a picture is rasterised at build time (sharp), where text would be drawn
 * with whatever fonts the build's machine has, or none.
 */
export function placeholderArt(name: string, kind: "cover" | "logo" | "avatar" | "mark"): string {
  const hash = hashOf(name);
  const [ground, accent] = PALETTES[hash % PALETTES.length] ?? PALETTES[0];
  // Where the shapes sit moves with the name, so two covers side by side are not the same.
  const x = 900 + (hash % 400);
  const y = 300 + ((hash >> 8) % 300);
  switch (kind) {
    case "cover":
      return `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1000" viewBox="0 0 1600 1000"><rect width="1600" height="1000" fill="${ground}"/><circle cx="${x}" cy="${y}" r="300" fill="${accent}" opacity="0.9"/><circle cx="${x + 260}" cy="${y + 380}" r="110" fill="${accent}" opacity="0.35"/><rect x="140" y="420" width="520" height="56" rx="28" fill="#f4f1de"/><rect x="140" y="520" width="340" height="36" rx="18" fill="#f4f1de" opacity="0.55"/></svg>\n`;
    case "logo":
      return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240" viewBox="0 0 240 240"><rect width="240" height="240" rx="48" fill="${ground}"/><circle cx="120" cy="120" r="${44 + (hash % 24)}" fill="${accent}"/></svg>\n`;
    case "avatar":
      return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240" viewBox="0 0 240 240"><circle cx="120" cy="120" r="120" fill="${ground}"/><circle cx="120" cy="96" r="44" fill="${accent}"/><path d="M40 212a80 64 0 0 1 160 0" fill="${accent}"/></svg>\n`;
    case "mark":
      return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><rect width="96" height="96" rx="20" fill="${ground}"/><circle cx="48" cy="48" r="18" fill="${accent}"/></svg>\n`;
  }
}
