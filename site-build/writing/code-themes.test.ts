// @vitest-environment node
import type { ThemeRegistration } from "shiki";
import githubDark from "shiki/themes/github-dark.mjs";
import githubLight from "shiki/themes/github-light.mjs";
import { describe, expect, it } from "vitest";
import {
  AA,
  accessibleTheme,
  backgroundOf,
  codeThemes,
  contrastRatio,
  parseHex,
  withContrast,
} from "./code-themes.ts";
import { compilePost } from "./compile-post.tsx";

/** Every text colour Shiki can draw in the theme, with where it comes from. */
function foregroundsOf(theme: ThemeRegistration) {
  const colors: { where: string; color: string }[] = [];
  for (const [list, rules] of [
    ["tokenColors", theme.tokenColors],
    ["settings", theme.settings],
  ] as const) {
    rules?.forEach((rule, index) => {
      const color = rule.settings.foreground;
      if (color !== undefined) colors.push({ where: `${list}[${index}] ${String(rule.scope)}`, color });
    });
  }
  if (theme.fg !== undefined) colors.push({ where: "fg", color: theme.fg });
  const editor = theme.colors?.["editor.foreground"];
  if (editor !== undefined) colors.push({ where: "editor.foreground", color: editor });
  return colors;
}

describe("contrast", () => {
  it("is WCAG's ratio, from 1 to 21", () => {
    expect(contrastRatio("#000", "#fff")).toBeCloseTo(21, 5);
    expect(contrastRatio("#fff", "#fff")).toBe(1);
    expect(contrastRatio("#e36209", "#ffffff")).toBeCloseTo(3.49, 2);
    expect(contrastRatio("#767676", "#fff")).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio("#777777", "#fff")).toBeLessThan(4.5);
  });

  it("reads #rgb, #rgba, #rrggbb and #rrggbbaa, and mixes a colour with alpha into the background", () => {
    expect(parseHex("#abc")).toEqual({ rgb: [0xaa, 0xbb, 0xcc], alpha: 1 });
    expect(parseHex("#ABC8").alpha).toBeCloseTo(0x88 / 255);
    expect(parseHex("#E36209")).toEqual({ rgb: [0xe3, 0x62, 0x09], alpha: 1 });
    expect(parseHex("#e3620900").alpha).toBe(0);
    expect(contrastRatio("#00000000", "#fff")).toBe(1);
    expect(() => parseHex("orange")).toThrow(/not a hex colour/);
  });
});

describe("a colour brought to AA", () => {
  it("is left as written when it already reads", () => {
    expect(withContrast("#24292E", "#fff")).toBe("#24292E");
    expect(withContrast("#e1e4e8cc", "#24292e")).toBe("#e1e4e8cc");
  });

  it("darkens github-light's orange just enough on white, and keeps it orange", () => {
    const color = withContrast("#E36209", "#fff");
    expect(color).not.toBe("#E36209");
    expect(contrastRatio(color, "#fff")).toBeGreaterThanOrEqual(AA);
    expect(contrastRatio(color, "#fff")).toBeLessThan(4.6);
    const [red, green, blue] = parseHex(color).rgb;
    expect(red).toBeGreaterThan(green);
    expect(green).toBeGreaterThan(blue);
    expect(parseHex(color).rgb.every((value, i) => value <= (parseHex("#E36209").rgb[i] ?? 0))).toBe(true);
  });

  it("lightens on a dark background, even a colour darker than the background", () => {
    for (const color of ["#6a737d", "#000", "#24292e", "#f9758340"]) {
      const brought = withContrast(color, "#24292e");
      expect(brought).toMatch(/^#[0-9a-f]{6}$/);
      expect(contrastRatio(brought, "#24292e")).toBeGreaterThanOrEqual(AA);
    }
  });

  it("makes a colour with alpha opaque, mixed into the background first", () => {
    const brought = withContrast("#e3620980", "#ffffff");
    expect(brought).toMatch(/^#[0-9a-f]{6}$/);
    expect(contrastRatio(brought, "#fff")).toBeGreaterThanOrEqual(AA);
  });
});

describe("the code's themes", () => {
  const themes = [
    ["light", codeThemes.light, githubLight],
    ["dark", codeThemes.dark, githubDark],
  ] as const;

  it.each(themes)("%s: every text colour reads on the theme's background", (_key, theme) => {
    const background = backgroundOf(theme);
    const colors = foregroundsOf(theme);
    expect(colors.length).toBeGreaterThan(40);
    const failing = colors
      .map(({ where, color }) => ({ where, color, ratio: contrastRatio(color, background) }))
      .filter(({ ratio }) => ratio < AA);
    expect(failing).toEqual([]);
  });

  it.each(themes)(
    "%s: keeps GitHub's background and every colour that already read",
    (_key, theme, original) => {
      const background = backgroundOf(original);
      expect(backgroundOf(theme)).toBe(background);
      const before = foregroundsOf(original);
      const after = foregroundsOf(theme);
      expect(after.map(({ where }) => where)).toEqual(before.map(({ where }) => where));
      before.forEach(({ color }, index) => {
        if (contrastRatio(color, background) >= AA) expect(after[index]?.color).toBe(color);
        else expect(after[index]?.color).not.toBe(color);
      });
      expect(theme.colors?.["editor.foreground"]).toBe(original.colors?.["editor.foreground"]);
    },
  );

  it("are named apart from Shiki's own, and leave the bundled themes as they were", () => {
    expect([codeThemes.light.name, codeThemes.dark.name]).toEqual(["github-light-aa", "github-dark-aa"]);
    expect(codeThemes.light.type).toBe("light");
    expect(codeThemes.dark.type).toBe("dark");
    expect(githubLight.name).toBe("github-light");
    expect(foregroundsOf(githubLight).map(({ color }) => color)).toContain("#e36209");
  });

  it("fixes `fg` and `settings` too, for a theme written that way", () => {
    const theme = accessibleTheme(
      {
        name: "t",
        type: "light",
        fg: "#aaa",
        bg: "#fff",
        settings: [{ scope: "x", settings: { foreground: "#ff0" } }],
      },
      "t-aa",
    );
    expect(contrastRatio(theme.fg ?? "", "#fff")).toBeGreaterThanOrEqual(AA);
    expect(contrastRatio(theme.settings?.[0]?.settings.foreground ?? "", "#fff")).toBeGreaterThanOrEqual(AA);
  });
});

describe("a post's code", () => {
  it("draws a TypeScript parameter in a light colour that reads, with the theme's CSS variables", async () => {
    const { parts } = await compilePost(
      "/c/writing/a-post.md",
      "```ts\nfunction settle(batch: string[], retries = 3) {\n  return retries;\n}\n```\n",
      () => undefined,
    );
    const html = parts.join("");
    const pre = /<pre [^>]*style="([^"]*)"/.exec(html)?.[1] ?? "";
    const variable = (style: string, name: string) => new RegExp(`${name}:\\s*([^;"]+)`).exec(style)?.[1];
    const background = variable(pre, "--shiki-light-bg");
    expect(background).toBe("#fff");
    expect(variable(pre, "--shiki-dark-bg")).toBe("#24292e");
    expect(variable(pre, "--shiki-light")).toBeDefined();
    expect(variable(pre, "--shiki-dark")).toBeDefined();

    const parameter = /<span style="([^"]*)">batch<\/span>/.exec(html)?.[1] ?? "";
    const light = variable(parameter, "--shiki-light");
    expect(light).toMatch(/^#[0-9a-f]{6}$/i);
    expect(light?.toLowerCase()).not.toBe("#e36209");
    expect(contrastRatio(light ?? "", background ?? "")).toBeGreaterThanOrEqual(AA);
    const dark = variable(parameter, "--shiki-dark");
    expect(contrastRatio(dark ?? "", "#24292e")).toBeGreaterThanOrEqual(AA);

    // Every token, in both themes, reads on its theme's background.
    for (const [, style] of html.matchAll(/<span style="([^"]*)"/g)) {
      expect(contrastRatio(variable(style ?? "", "--shiki-light") ?? "", "#fff")).toBeGreaterThanOrEqual(AA);
      expect(contrastRatio(variable(style ?? "", "--shiki-dark") ?? "", "#24292e")).toBeGreaterThanOrEqual(
        AA,
      );
    }
  });
});
