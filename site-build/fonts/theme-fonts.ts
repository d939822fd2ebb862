import { themeFontPackages } from "../../app/lib/fonts/face-stacks.ts";
import { primaryLanguage } from "../../app/lib/words/shipped.ts";
import { readSplitContent } from "../content/read-split-content.ts";
import { contentDir } from "../content-dir.ts";
import { siteCodePoints } from "./site-characters.ts";

/** The theme's font packages by role: the pages, the résumé and the share images take them from here. */
export { themeFontPackages };

/**
 * The scripts the theme's fonts lack, by the package that has each, the languages written in it
 * and its letters: a site with any of those languages, or whose content has one of those letters
 * (an English site with a Hindi name), gets the script's face (font-faces.ts, scriptFont).
 * Chinese, Japanese and Korean are not among them: their faces come in a hundred slices each, and
 * every phone and desktop has its own (decision 090).
 */
export const scriptFontPackages = [
  {
    script: "arabic",
    packageName: "@fontsource-variable/noto-sans-arabic",
    languages: ["ar", "ckb", "fa", "ks", "ps", "sd", "ug", "ur"],
    letters: /\p{sc=Arabic}/u,
  },
  {
    script: "hebrew",
    packageName: "@fontsource-variable/noto-sans-hebrew",
    languages: ["he", "yi"],
    letters: /\p{sc=Hebrew}/u,
  },
  {
    script: "devanagari",
    packageName: "@fontsource-variable/noto-sans-devanagari",
    languages: ["hi", "mr", "ne", "sa", "mai", "bho", "kok", "doi"],
    letters: /\p{sc=Devanagari}/u,
  },
  {
    script: "thai",
    packageName: "@fontsource-variable/noto-sans-thai",
    languages: ["th"],
    letters: /\p{sc=Thai}/u,
  },
] as const;

/**
 * The script faces this build declares: one for each script any of the site's languages is
 * written in (the menu names each language in itself) or the content has letters of, preloaded
 * where the build's own language is written in it.
 */
function scriptsOfSite() {
  const { lang, languages } = readSplitContent(contentDir);
  const tags = [lang, ...languages.map((language) => language.tag)].map(primaryLanguage);
  const text = String.fromCodePoint(...ownerCodePoints());
  return scriptFontPackages
    .filter(
      (font) =>
        tags.some((tag) => (font.languages as readonly string[]).includes(tag)) || font.letters.test(text),
    )
    .map((font) => ({
      ...font,
      preload: (font.languages as readonly string[]).includes(primaryLanguage(lang)),
    }));
}

/**
 * The characters of the owner's content (posts too) and its words: which scripts the site is
 * written in. Not the app's code, whose tests and patterns hold letters of every script.
 */
const ownerCodePoints = () => siteCodePoints([contentDir], [JSON.stringify(readSplitContent(contentDir))]);

/** The packages, and the folders whose characters the site shows. */
export const fontOptions = {
  packages: Object.values(themeFontPackages),
  bodyPackage: themeFontPackages.sans,
  scripts: scriptsOfSite,
  ownerCodePoints,
  textDirs: [contentDir, "app"],
  words: () => JSON.stringify(readSplitContent(contentDir).words),
};
