import { themeFontPackages } from "../../app/lib/fonts/face-stacks.ts";
import { primaryLanguage } from "../../app/lib/words/shipped.ts";
import { readSplitContent } from "../content/read-split-content.ts";
import { contentDir } from "../content-dir.ts";

/** The theme's font packages by role: the pages, the résumé and the share images take them from here. */
export { themeFontPackages };

/**
 * The scripts the theme's fonts lack, by the package that has each and the languages written in
 * it: a site with any of those languages gets the script's face (font-faces.ts, scriptFont).
 */
export const scriptFontPackages = [
  {
    script: "arabic",
    packageName: "@fontsource-variable/noto-sans-arabic",
    languages: ["ar", "ckb", "fa", "ks", "ps", "sd", "ug", "ur"],
  },
  { script: "hebrew", packageName: "@fontsource-variable/noto-sans-hebrew", languages: ["he", "yi"] },
] as const;

/**
 * The script faces this build declares: one for each script any of the site's languages is
 * written in (the menu names each language in itself), preloaded where the build's own
 * language is written in it.
 */
function scriptsOfSite() {
  const { lang, languages } = readSplitContent(contentDir);
  const tags = [lang, ...languages.map((language) => language.tag)].map(primaryLanguage);
  return scriptFontPackages
    .filter((font) => tags.some((tag) => (font.languages as readonly string[]).includes(tag)))
    .map((font) => ({
      ...font,
      preload: (font.languages as readonly string[]).includes(primaryLanguage(lang)),
    }));
}

/** The packages, and the folders whose characters the site shows. */
export const fontOptions = {
  packages: Object.values(themeFontPackages),
  scripts: scriptsOfSite,
  textDirs: [contentDir, "app"],
  words: () => JSON.stringify(readSplitContent(contentDir).words),
};
