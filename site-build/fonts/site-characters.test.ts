// @vitest-environment node
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { extraCodePoints, siteCodePoints } from "./site-characters";

describe("the site's characters", () => {
  it("finds characters written as themselves and as escapes", () => {
    const text = 'const a = "Café — naïve"; const b = "\\u2192 \\u{1F600}"; <p>&#8230; &#x2713;</p>';
    const found = extraCodePoints(text).map((codePoint) => String.fromCodePoint(codePoint));
    expect(new Set(found)).toEqual(new Set(["é", "—", "ï", "→", "😀", "…", "✓"]));
  });

  it("holds printable ASCII, line breaks and every other character in the folders' text files", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "site-characters-"));
    mkdirSync(path.join(dir, "nested"));
    writeFileSync(path.join(dir, "site.ts"), 'export const name = "Zoë";');
    writeFileSync(path.join(dir, "nested", "copy.md"), "Straße");
    writeFileSync(path.join(dir, "art.png"), "ignored ₿");
    const codePoints = siteCodePoints([dir]);
    // "Ë" too: text-transform can show any character in its other case.
    for (const character of "az AZ09~!\n\tëËß")
      expect(codePoints.has(character.codePointAt(0) ?? 0)).toBe(true);
    expect(codePoints.has("₿".codePointAt(0) ?? 0)).toBe(false);
    // ß has no single upper-case character ("SS"), so it brings nothing new.
    expect(codePoints.size).toBe(95 + 3 + 3);
  });
});
