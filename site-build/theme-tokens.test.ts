// @vitest-environment node
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { readThemeColors } from "./theme-tokens.ts";

const css = (ground: string) => {
  const file = path.join(mkdtempSync(path.join(tmpdir(), "theme-")), "app.css");
  writeFileSync(
    file,
    `@theme inline {\n  --color-ground: ${ground};\n  --color-ink: #eee;\n  --color-ink-muted: #aaa;\n  --color-accent: light-dark(#00706a, #00ded4);\n  --color-hot: #d60c83;\n}\n`,
  );
  return file;
};

describe("the theme's colours for what is drawn outside CSS", () => {
  it("takes each scheme's side of a light-dark() token, dark by default", () => {
    const file = css("light-dark(#f4f1ea, #0a0a0b)");
    expect(readThemeColors("dark", file)).toMatchObject({
      ground: "#0a0a0b",
      accent: "#00ded4",
      ink: "#eee",
    });
    expect(readThemeColors("light", file)).toMatchObject({
      ground: "#f4f1ea",
      accent: "#00706a",
      ink: "#eee",
    });
  });

  it("takes a token of one colour for both", () => {
    expect(readThemeColors("light", css("#123456")).ground).toBe("#123456");
  });

  it("reads the site's own stylesheet", () => {
    expect(readThemeColors().ground).toMatch(/^#[0-9a-f]{6}$/);
    expect(readThemeColors("light").ground).not.toBe(readThemeColors().ground);
  });
});
