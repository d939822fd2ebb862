// @vitest-environment node
import { describe, expect, it } from "vitest";
import { compilePost } from "./compile-post";

const noImages = () => undefined;
const compile = (body: string) => compilePost("/c/writing/a-post.md", body, noImages);

describe("a post's text in parts", () => {
  it("starts a part at each section's heading and at the footnotes, the text before them first", async () => {
    const { parts, headings } = await compile(
      "Before the first.[^1]\n\n## One\n\nIn one.\n\n### Within one\n\nStill one.\n\n## Two\n\nIn two.\n\n[^1]: A note.\n",
    );
    expect(parts).toHaveLength(4);
    expect(parts[0]).toMatch(/^<p>Before the first\.<sup>/);
    expect(parts[1]).toMatch(/^<h2 id="one">/);
    expect(parts[1]).toContain('<h3 id="within-one">');
    expect(parts[1]).toContain("<p>Still one.</p>");
    expect(parts[2]).toMatch(/^<h2 id="two">.*<p>In two\.<\/p>$/s);
    expect(parts[3]).toMatch(/^<section data-footnotes="true" class="footnotes">.*A note\./s);
    expect(headings.map((heading) => heading.id)).toEqual(["one", "within-one", "two"]);
  });

  it("has no empty part when the text starts with a heading, and one part when it has none", async () => {
    expect((await compile("## First\n\nText.\n")).parts).toEqual([
      '<h2 id="first"><a href="#first" class="heading-anchor">First</a></h2>\n<p>Text.</p>',
    ]);
    expect((await compile("One paragraph.\n\nAnother.\n")).parts).toEqual([
      "<p>One paragraph.</p>\n<p>Another.</p>",
    ]);
  });

  it("moves a post's headings one level down when it has an h1: the page's title is the only one", async () => {
    const { parts, headings } = await compile(
      "# Part one\n\nText.[^1]\n\n## Within\n\nMore.\n\n# Part two\n\n[^1]: A note.\n",
    );
    expect(parts.join("")).not.toContain("<h1");
    expect(parts).toHaveLength(3);
    expect(parts[2]).toContain('<h2 class="sr-only" id="footnote-label">');
    expect(headings).toEqual([
      { id: "part-one", text: "Part one", depth: 2 },
      { id: "within", text: "Within", depth: 3 },
      { id: "part-two", text: "Part two", depth: 2 },
    ]);
  });

  it("draws a footnote's way back as an arrow, not a character the theme's fonts lack, and keeps its label", async () => {
    const { parts } = await compile("Text.[^1]\n\n[^1]: A note.\n");
    const back = /<a [^>]*data-footnote-backref[^>]*>(.*?)<\/a>/s.exec(parts.join(""));
    expect(back?.[0]).toContain('aria-label="Back to reference 1"');
    expect(back?.[1]).toMatch(
      /^<svg aria-hidden="true" viewBox="0 0 24 24" class="footnote-back"><path d="[^"]+"/,
    );
    expect(parts.join("")).not.toContain("↩");
  });
});
