import { createHash } from "node:crypto";
import path from "node:path";
import type { Plugin } from "vite";
import { writeWhole } from "../write-whole.ts";
import { borrowedFaces, scriptFont, siteFont } from "./font-faces.ts";
import { siteCodePoints } from "./site-characters.ts";

const MODULE_ID = "virtual:site-fonts";
const RESOLVED_ID = `\0${MODULE_ID}`;
const outDir = path.resolve("node_modules/.cache/site-fonts");

type Options = {
  /** The @fontsource-variable packages the theme uses. */
  packages: string[];
  /** The one of them body text is set in, which lends the others the scripts they lack. */
  bodyPackage: string;
  /** The scripts the theme's fonts lack that the site needs, and whether this build preloads each. */
  scripts: () => Array<{ script: string; packageName: string; preload: boolean }>;
  /** The characters of the owner's content and words alone: the scripts the site is written in. */
  ownerCodePoints: () => Set<number>;
  /** Folders whose text the site shows (the content and the app). */
  textDirs: string[];
  /** The interface's words in the site's language, as text. */
  words: () => string;
};

/**
 * `virtual:site-fonts` declares the theme's font faces, each Latin face cut down
 * to the characters the site shows (see font-faces.ts), and exports the small
 * files' URLs for the page to preload.
 */
export function siteFonts({
  packages,
  bodyPackage,
  scripts,
  ownerCodePoints,
  textDirs,
  words,
}: Options): Plugin {
  return {
    name: "site-fonts",
    resolveId(id) {
      return id === MODULE_ID ? RESOLVED_ID : undefined;
    },
    async load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const codePoints = siteCodePoints(textDirs, [words()]);
      const latin = await Promise.all(packages.map((name) => siteFont(name, codePoints, outDir)));
      const needed = scripts();
      const other = await Promise.all(
        needed.map((font) => scriptFont(font.packageName, font.script, packages, codePoints, outDir)),
      );
      const owners = ownerCodePoints();
      const borrowed = packages
        .filter((name) => name !== bodyPackage)
        .map((name) => borrowedFaces(name, bodyPackage, owners, outDir));
      const css = [...latin.map((font) => font.css), ...borrowed, ...other.map((font) => font.css)].join(
        "\n",
      );
      const fonts = [...latin, ...other.filter((_, index) => needed[index]?.preload)];
      // Named by what it holds: builds of other content running at the same time keep their own.
      const cssFile = path.join(
        outDir,
        `faces-${createHash("sha256").update(css).digest("hex").slice(0, 10)}.css`,
      );
      writeWhole(cssFile, css);
      return [
        `import ${JSON.stringify(cssFile)};`,
        ...fonts.map((font, index) => `import font${index} from ${JSON.stringify(`${font.preload}?url`)};`),
        `export const fontFiles = [${fonts.map((_, index) => `font${index}`).join(", ")}];`,
      ].join("\n");
    },
  };
}
