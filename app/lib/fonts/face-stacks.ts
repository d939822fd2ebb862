/*
 * Which font package draws a character, for what the build typesets itself (the résumé and the
 * share images): the theme's faces first, then a Noto face for each script they lack. Every
 * package is one the project installs, so no host's fonts are ever asked (decisions 088, 089).
 */

/** The theme's font packages by role (their family names are in app/app.css `@theme`). */
export const themeFontPackages = {
  display: "@fontsource-variable/space-grotesk",
  sans: "@fontsource-variable/inter",
  mono: "@fontsource-variable/jetbrains-mono",
} as const;

const noto = (script: string) => `@fontsource-variable/noto-sans-${script}`;

/** Han characters are drawn as the site's language writes them; kana and hangul have one face each. */
const hanOrder = (lang = "") => {
  const primary = lang.toLowerCase().split("-")[0];
  if (primary === "zh") return [noto("sc"), noto("jp"), noto("kr")];
  if (primary === "ko") return [noto("kr"), noto("jp"), noto("sc")];
  return [noto("jp"), noto("sc"), noto("kr")];
};

/**
 * The faces a character of a script the theme lacks looks in, in order. Arabic is Vazirmatn's
 * first: Noto Sans Arabic draws a dotted letter as two glyphs (the letter without its dots, then
 * the dots), which a PDF maps back to the letter twice, so a résumé's Arabic would copy and search
 * as garbage; Vazirmatn's letters are whole. Noto's still has what Vazirmatn lacks (decision 089).
 */
const scriptFaces = (lang?: string) => [
  "@fontsource-variable/vazirmatn",
  noto("arabic"),
  noto("hebrew"),
  noto("devanagari"),
  noto("thai"),
  ...hanOrder(lang),
];

/** What a role's text is set in: display (names, headlines), body, label (the monospaced small caps). */
export type FaceRole = "display" | "body" | "label";

/**
 * The packages a character of `role` takes the first of that has it. Space Grotesk and
 * JetBrains Mono have no Cyrillic or Greek: those letters are Inter's.
 */
export function faceStack(role: FaceRole, lang?: string): string[] {
  const own = {
    display: [themeFontPackages.display, themeFontPackages.sans],
    body: [themeFontPackages.sans],
    label: [themeFontPackages.mono, themeFontPackages.sans],
  }[role];
  return [...own, ...scriptFaces(lang)];
}
