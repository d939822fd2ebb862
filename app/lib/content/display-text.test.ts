// @vitest-environment node
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { displayWidthEm, trackingIn, UNTRACKED_LANGUAGES, widestEm } from "~/lib/content/display-text";

describe("a line's width in the display face", () => {
  it("matches the sample headline as Chromium draws it (Meets Design: 323 px at 53.8 px)", () => {
    expect(displayWidthEm("Meets Design", -0.045)).toBeCloseTo(6.03, 2);
    expect(widestEm(["I like to play", "Where Code", "Meets Design"], -0.045)).toBe(6.03);
    expect(323 / 53.8).toBeCloseTo(6.0, 1);
  });

  it("counts each character once, a letter it has no width for as a wide one", () => {
    expect(displayWidthEm("ÄÖÜ")).toBeCloseTo(3 * 0.66, 2);
    expect(displayWidthEm("Gemeindeverwaltungen", -0.045)).toBeGreaterThan(10);
    expect(widestEm([])).toBe(1);
  });

  it("counts a Chinese, Japanese or Korean character as the full em it fills, untracked", () => {
    expect(displayWidthEm("美術館のための", -0.045)).toBe(7);
    expect(displayWidthEm("데이터", -0.045)).toBe(3);
    expect(displayWidthEm("𠮷野家")).toBe(3);
  });
});

describe("the tracking a line is measured with", () => {
  it("is none in the languages whose pages take it away, as app.css does", () => {
    const css = readFileSync("app/app.css", "utf8");
    const untracked = [...css.matchAll(/:is\(([^{]+)\) \* \{\s*letter-spacing: 0;/g)].flatMap((rule) =>
      [...(rule[1] ?? "").matchAll(/:lang\(([a-z]+)\)/g)].map((lang) => lang[1]),
    );
    expect(new Set(untracked)).toEqual(UNTRACKED_LANGUAGES);
  });

  it("keeps a Latin page's tracking, by the language's first subtag", () => {
    expect(trackingIn("de", -0.04)).toBe(-0.04);
    expect(trackingIn(undefined, -0.04)).toBe(-0.04);
    expect(trackingIn("ar-EG", -0.04)).toBe(0);
    expect(trackingIn("ja", -0.045)).toBe(0);
  });
});
