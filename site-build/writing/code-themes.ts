import type { ThemeRegistration } from "shiki";
import githubDark from "shiki/themes/github-dark.mjs";
import githubLight from "shiki/themes/github-light.mjs";

/** WCAG AA for text of any size: what every colour of the code in a post meets on its background. */
export const AA = 4.5;

type Rgb = [number, number, number];

/** A hex colour (#rgb, #rgba, #rrggbb or #rrggbbaa) as channels 0–255 and alpha 0–1. */
export function parseHex(color: string): { rgb: Rgb; alpha: number } {
  const hex = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.exec(color.trim())?.[1];
  if (!hex) throw new Error(`${color} is not a hex colour (#rgb, #rgba, #rrggbb or #rrggbbaa)`);
  const full = hex.length <= 4 ? [...hex].map((digit) => digit + digit).join("") : hex;
  const channel = (index: number) => Number.parseInt(full.slice(index * 2, index * 2 + 2), 16);
  return { rgb: [channel(0), channel(1), channel(2)], alpha: full.length === 8 ? channel(3) / 255 : 1 };
}

const toHex = (rgb: Rgb) =>
  `#${rgb
    .map((value) =>
      Math.round(Math.min(255, Math.max(0, value)))
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;

/** The colour as drawn on the background: a colour with alpha is mixed into it, the result opaque. */
function opaqueOn(color: string, background: string): Rgb {
  const { rgb, alpha } = parseHex(color);
  const ground = parseHex(background).rgb;
  return rgb.map((value, i) => Math.round(value * alpha + (ground[i] ?? 0) * (1 - alpha))) as Rgb;
}

/** WCAG 2 relative luminance of an sRGB colour. */
export function relativeLuminance([r, g, b]: Rgb): number {
  const linear = (value: number) => {
    const c = value / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

const ratioOf = (a: Rgb, b: Rgb) => {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
};

/** WCAG 2 contrast ratio (1–21) of a hex text colour on a hex background (its alpha dropped). */
export const contrastRatio = (color: string, background: string) =>
  ratioOf(opaqueOn(color, background), parseHex(background).rgb);

function toHsl([r, g, b]: Rgb): Rgb {
  const [red, green, blue] = [r / 255, g / 255, b / 255];
  const max = Math.max(red, green, blue);
  const min = Math.min(red, green, blue);
  const lightness = (max + min) / 2;
  const chroma = max - min;
  if (chroma === 0) return [0, 0, lightness];
  const saturation = chroma / (1 - Math.abs(2 * lightness - 1));
  const sector =
    max === red
      ? ((green - blue) / chroma) % 6
      : max === green
        ? (blue - red) / chroma + 2
        : (red - green) / chroma + 4;
  return [(sector * 60 + 360) % 360, saturation, lightness];
}

function fromHsl([hue, saturation, lightness]: Rgb): Rgb {
  const chroma = (1 - Math.abs(2 * lightness - 1)) * saturation;
  const second = chroma * (1 - Math.abs(((hue / 60) % 2) - 1));
  const base = lightness - chroma / 2;
  const sector = Math.floor(hue / 60) % 6;
  const [r, g, b] = (
    [
      [chroma, second, 0],
      [second, chroma, 0],
      [0, chroma, second],
      [0, second, chroma],
      [second, 0, chroma],
      [chroma, 0, second],
    ] as Rgb[]
  )[sector] as Rgb;
  return [(r + base) * 255, (g + base) * 255, (b + base) * 255];
}

/**
 * The colour, or the nearest one of its hue and saturation that reads on the background: its HSL
 * lightness moved towards black (on a light background) or white (on a dark one) just as far as
 * `minimum` needs, found by halving. A colour that already meets it comes back as it was written;
 * one that does not comes back as opaque #rrggbb (a colour with alpha is mixed into the background
 * first). Black or white always reach 4.5:1 on one side of any background, so there is an answer.
 */
export function withContrast(color: string, background: string, minimum = AA): string {
  const ground = parseHex(background).rgb;
  const drawn = opaqueOn(color, background);
  if (ratioOf(drawn, ground) >= minimum) return color;
  const groundLuminance = relativeLuminance(ground);
  const towardsBlack = (groundLuminance + 0.05) / 0.05 >= 1.05 / (groundLuminance + 0.05);
  const [hue, saturation, start] = toHsl(drawn);
  const end = towardsBlack ? 0 : 1;
  const at = (step: number) =>
    fromHsl([hue, saturation, start + (end - start) * step]).map(Math.round) as Rgb;
  let [fails, passes] = [0, 1];
  for (let i = 0; i < 40; i++) {
    const step = (fails + passes) / 2;
    if (ratioOf(at(step), ground) >= minimum) passes = step;
    else fails = step;
  }
  return toHex(at(passes));
}

type Rule = NonNullable<ThemeRegistration["tokenColors"]>[number];

/** What Shiki draws the code on: `bg`, else the rule with no scope, else `editor.background`, else VS Code's. */
export function backgroundOf(theme: ThemeRegistration): string {
  const unscoped = (theme.settings ?? theme.tokenColors)?.find((rule) => !rule.name && !rule.scope);
  return (
    theme.bg ??
    unscoped?.settings.background ??
    theme.colors?.["editor.background"] ??
    (theme.type === "light" ? "#fffffe" : "#1e1e1e")
  );
}

/**
 * A copy of a Shiki theme, named `name`, whose every text colour (each rule's foreground, `fg`
 * and `editor.foreground`) meets `minimum` on the theme's background, a failing one moved in
 * lightness only (withContrast), so the code keeps the theme's look. A rule's own background is
 * left as it is: Shiki draws none of them (it colours a token's text only), so all text is on
 * the theme's background. A theme's `colorReplacements` are not looked at (GitHub's have none).
 */
export function accessibleTheme(theme: ThemeRegistration, name: string, minimum = AA): ThemeRegistration {
  const background = backgroundOf(theme);
  const fix = (color: string | undefined) =>
    color === undefined ? color : withContrast(color, background, minimum);
  const rules = (list: Rule[] | undefined) =>
    list?.map((rule) =>
      rule.settings.foreground === undefined
        ? rule
        : { ...rule, settings: { ...rule.settings, foreground: fix(rule.settings.foreground) } },
    );
  const copy: ThemeRegistration = { ...structuredClone(theme), name, displayName: name };
  if (theme.tokenColors) copy.tokenColors = rules(theme.tokenColors);
  if (theme.settings) copy.settings = rules(theme.settings);
  if (theme.fg !== undefined) copy.fg = fix(theme.fg);
  const editorForeground = theme.colors?.["editor.foreground"];
  if (copy.colors && editorForeground !== undefined) {
    copy.colors["editor.foreground"] = fix(editorForeground) ?? editorForeground;
  }
  return copy;
}

/**
 * The code's colours in a post, for `rehypeShiki`'s `themes`: GitHub's light and dark themes with
 * their failing colours darkened or lightened to AA (github-light's orange for variables and
 * parameters, #e36209, is 3.48:1 on white). Named apart from the bundled ones, which Shiki's
 * shared highlighter may hold under their own names. The keys, not the names, make the CSS
 * variables (`--shiki-light`, `--shiki-dark-bg`…) that app/app.css reads.
 */
export const codeThemes = {
  light: accessibleTheme(githubLight, "github-light-aa"),
  dark: accessibleTheme(githubDark, "github-dark-aa"),
};
