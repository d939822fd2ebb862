// @vitest-environment node
import { describe, expect, it } from "vitest";
import { FEED_SIZE } from "~/constants";
import { rssFeed, withAbsoluteUrls } from "~/lib/writing/feed";
import type { Post } from "~/lib/writing/post";

const post = (n: number, extra: Partial<Post> = {}): Post => ({
  slug: `post-${n}`,
  title: `Post ${n}`,
  date: `2026-01-${String(n).padStart(2, "0")}`,
  summary: "A summary",
  tags: [],
  draft: false,
  minutes: 1,
  parts: ["<p>Text</p>"],
  headings: [],
  ...extra,
});

const feedOf = (posts: Post[]) =>
  rssFeed({
    siteUrl: "https://me.example",
    title: "Me — Writing",
    description: "Posts",
    lang: "en",
    posts,
    postUrl: (slug) => `https://me.example/writing/${slug}`,
    selfUrl: "https://me.example/rss.xml",
  });

describe("the feed", () => {
  it("makes the site's own addresses absolute, in src, href and each srcset entry", () => {
    expect(
      withAbsoluteUrls(
        '<a href="/project/2">x</a><img src="/a.webp" srcset="/a-1.avif 480w, /a-2.avif 800w">',
        "https://me.example",
      ),
    ).toBe(
      '<a href="https://me.example/project/2">x</a><img src="https://me.example/a.webp" srcset="https://me.example/a-1.avif 480w, https://me.example/a-2.avif 800w">',
    );
    expect(
      withAbsoluteUrls('<a href="//cdn.example/x">x</a><a href="#fn-1">1</a>', "https://me.example"),
    ).toBe('<a href="//cdn.example/x">x</a><a href="#fn-1">1</a>');
  });

  it(`carries the newest ${FEED_SIZE}, escapes what the owner wrote, and keeps the full text whole`, () => {
    const posts = Array.from({ length: FEED_SIZE + 5 }, (_, index) => post(index + 1));
    posts[0] = post(1, { title: "Tom & <Jerry>", parts: ["<p>Ends with ]]> here</p>"], tags: ["a&b"] });
    const xml = feedOf(posts);
    expect(xml.match(/<item>/g)).toHaveLength(FEED_SIZE);
    expect(xml).toContain("<title>Tom &amp; &lt;Jerry&gt;</title>");
    expect(xml).toContain("<category>a&amp;b</category>");
    expect(xml).toContain("<![CDATA[<p>Ends with ]]]]><![CDATA[> here</p>]]>");
    expect(xml).toContain("<pubDate>Thu, 01 Jan 2026 00:00:00 GMT</pubDate>");
  });
});
