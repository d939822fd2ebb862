// @vitest-environment node
import { describe, expect, it } from "vitest";
import { type Post, postCardOf } from "~/lib/writing/post";

const post: Post = {
  slug: "a-post",
  title: "A post",
  date: "2026-03-14",
  updated: "2026-04-02",
  summary: "What it says",
  tags: ["react"],
  cover: "./a/cover.png",
  draft: false,
  minutes: 3,
  parts: ["<p>The text</p>"],
  headings: [],
};

describe("a post's card", () => {
  it("holds what a list shows, nothing of the text, and its days written in the site's language", () => {
    const { parts: _parts, headings: _headings, cover: _cover, ...shown } = post;
    expect(postCardOf(post, "en-GB")).toEqual({
      ...shown,
      dateText: "14 March 2026",
      updatedText: "2 April 2026",
    });
    expect(postCardOf({ ...post, updated: undefined }, "de").dateText).toBe("14. März 2026");
    expect(postCardOf({ ...post, updated: undefined }, "de")).not.toHaveProperty("updatedText");
  });
});
