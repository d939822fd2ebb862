// @vitest-environment node
import { describe, expect, it } from "vitest";
import { faviconSvg } from "~/lib/seo/favicon";

describe("the favicon", () => {
  it("is drawn in the theme's colours", () => {
    const svg = faviconSvg({ ground: "#101010", accent: "#abcdef", hot: "#ff0066" });
    expect(svg).toContain('fill="#101010"');
    expect(svg).toContain('stroke="#abcdef"');
    expect(svg).toContain('fill="#ff0066"');
    expect(svg.startsWith("<svg")).toBe(true);
  });

  it("uses the tokens of app/app.css in the build", () => {
    expect(faviconSvg(__THEME_COLORS__)).toContain(__THEME_COLORS__.accent);
  });
});
