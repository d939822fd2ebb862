// @vitest-environment node
import { mkdtempSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { readFaces, siteFont } from "./font-faces";
import { inRanges, parseUnicodeRange } from "./unicode-ranges";

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
