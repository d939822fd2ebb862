// @vitest-environment node
import { mkdtempSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { readFaces } from "../../app/lib/fonts/font-package.server";
import { inRanges, parseUnicodeRange } from "../../app/lib/fonts/unicode-ranges";
import { borrowedFaces, scriptFont, siteFont } from "./font-faces";

describe("a theme font cut to the site's characters", () => {
  it("splits the Latin face in two ranges that cover Latin exactly once, the site's file small", async () => {
    const outDir = mkdtempSync(path.join(tmpdir(), "site-fonts-"));
    const used = new Set([..."Hello, World — café"].map((character) => character.codePointAt(0) ?? 0));
    const font = await siteFont("@fontsource-variable/inter", used, outDir);

    const { dir, faces } = readFaces("@fontsource-variable/inter");
    const latin = faces.find((face) => face.file.includes("-latin-wght-"));
    const latinRanges = parseUnicodeRange(latin?.unicodeRange ?? "");
    const blocks = font.css.match(/@font-face\s*{[^}]*}/g) ?? [];
    expect(blocks).toHaveLength(faces.length + 1);

    const rangeOf = (block: string) => parseUnicodeRange(block.match(/unicode-range:\s*([^;]+);/)?.[1] ?? "");
    const siteBlock = blocks.find((block) => block.includes("inter-site-wght-normal.woff2")) ?? "";
    const restBlock = blocks.find((block) => block.includes("inter-latin-wght-normal.woff2")) ?? "";
    for (let codePoint = 0; codePoint <= 0xffff; codePoint++) {
      const inSite = inRanges(codePoint, rangeOf(siteBlock));
      const inRest = inRanges(codePoint, rangeOf(restBlock));
      expect(inSite && inRest, codePoint.toString(16)).toBe(false);
      expect(inSite || inRest, codePoint.toString(16)).toBe(inRanges(codePoint, latinRanges));
      if (inSite) expect(used.has(codePoint)).toBe(true);
    }

    const file = readFileSync(font.preload);
    expect(file.subarray(0, 4).toString()).toBe("wOF2");
    expect(statSync(font.preload).size).toBeLessThan(statSync(path.join(dir, latin?.file ?? "")).size / 2);
  });
});

describe("a script the theme's fonts lack", () => {
  it("is declared under each theme family, cut to the site's letters, and takes no character the theme has", async () => {
    const outDir = mkdtempSync(path.join(tmpdir(), "script-fonts-"));
    const used = new Set([..."مرحبا بالعالم - Hello"].map((character) => character.codePointAt(0) ?? 0));
    const themes = ["@fontsource-variable/inter", "@fontsource-variable/space-grotesk"];
    const font = await scriptFont("@fontsource-variable/noto-sans-arabic", "arabic", themes, used, outDir);
    const blocks = font.css.match(/@font-face\s*{[^}]*}/g) ?? [];
    // Each under a theme family's name and weights: a browser joins only faces declared alike.
    const described = (block: string) =>
      ["family", "weight"].map(
        (descriptor) => block.match(new RegExp(`font-${descriptor}:\\s*([^;]+);`))?.[1],
      );
    expect(blocks.map(described)).toEqual([
      ["'Inter Variable'", "100 900"],
      ["'Inter Variable'", "100 900"],
      ["'Space Grotesk Variable'", "300 700"],
      ["'Space Grotesk Variable'", "300 700"],
    ]);
    const theme = themes.flatMap((name) =>
      readFaces(name).faces.flatMap((face) => parseUnicodeRange(face.unicodeRange)),
    );
    const ranges = blocks.map((block) =>
      parseUnicodeRange(block.match(/unicode-range:\s*([^;]+);/)?.[1] ?? ""),
    );
    for (const codePoint of [0x2d, 0x200c, 0x2010, 0x41])
      expect(ranges.some((range) => inRanges(codePoint, range))).toBe(false);
    expect(inRanges(0x0645, theme)).toBe(false);
    // The site's file has the letters it shows; the whole face, the rest.
    const [rest, site] = ranges;
    for (const letter of "مرحبا") expect(inRanges(letter.codePointAt(0) ?? 0, site ?? [])).toBe(true);
    expect(inRanges(0x0628 + 20, rest ?? [])).toBe(true);
    expect(readFileSync(font.preload).subarray(0, 4).toString()).toBe("wOF2");
  });
});

describe("the scripts a theme face lacks", () => {
  it("are the body face's, under the display face's name and weights: Ukrainian and Greek headings in Inter", () => {
    const outDir = mkdtempSync(path.join(tmpdir(), "site-fonts-"));
    const letters = new Set(
      [..."Інженерка Ελληνικά ἀρχή Ґ"].map((character) => character.codePointAt(0) ?? 0),
    );
    const css = borrowedFaces(
      "@fontsource-variable/space-grotesk",
      "@fontsource-variable/inter",
      letters,
      outDir,
    );
    const blocks = css.match(/@font-face\s*{[^}]*}/g) ?? [];
    expect(blocks.map((block) => block.match(/inter-([a-z-]+)-wght-normal/)?.[1]).sort()).toEqual([
      "cyrillic",
      "cyrillic-ext",
      "greek",
      "greek-ext",
    ]);
    for (const block of blocks) expect(block).toMatch(/font-family:\s*'Space Grotesk Variable';/);
    // JetBrains Mono has its own Cyrillic and Greek, not the extended Greek (polytonic).
    const mono = borrowedFaces(
      "@fontsource-variable/jetbrains-mono",
      "@fontsource-variable/inter",
      letters,
      outDir,
    );
    expect(mono.match(/inter-([a-z-]+)-wght-normal/g)).toEqual(["inter-greek-ext-wght-normal"]);
    // A site in Latin alone declares none.
    const latin = new Set([..."Grundstück"].map((character) => character.codePointAt(0) ?? 0));
    expect(
      borrowedFaces("@fontsource-variable/space-grotesk", "@fontsource-variable/inter", latin, outDir),
    ).toBe("");
  });
});
