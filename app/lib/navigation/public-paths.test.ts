// @vitest-environment node
import { describe, expect, it } from "vitest";
import {
  hasPageShape,
  pageInLanguage,
  pagePaths,
  pagesIn,
  prerenderPaths,
  withoutLanguage,
} from "~/lib/navigation/public-paths";

describe("the site's public paths", () => {
  it("has no writing pages, feed or post share images without posts", () => {
    const paths = prerenderPaths([1, 2]);
    expect(paths.filter((path) => /writing|rss|share\/post-/.test(path))).toEqual([]);
    expect(pagePaths([1, 2], { slugs: [], tags: ["orphan"] })).toEqual(["/", "/project/1", "/project/2"]);
  });

  it("has the list, each post, each tag, the feed and each post's share image where there are posts", () => {
    const writing = { slugs: ["b-post", "a-post"], tags: ["react"] };
    expect(pagePaths([1], writing)).toEqual([
      "/",
      "/project/1",
      "/writing",
      "/writing/b-post",
      "/writing/a-post",
      "/writing/tags/react",
    ]);
    expect(prerenderPaths([1], writing)).toEqual(
      expect.arrayContaining(["/rss.xml", "/share/post-b-post.png", "/share/post-a-post.png"]),
    );
  });

  it("knows a page's shape: a counted view of a post or a tag is a page, anything else is not", () => {
    for (const path of ["/", "/project/3", "/writing", "/writing/a-post", "/writing/tags/react"])
      expect(hasPageShape(path), path).toBe(true);
    for (const path of ["/writing/", "/writing/A", "/writing/tags/", "/writing/a/b", "/rss.xml"])
      expect(hasPageShape(path), path).toBe(false);
    // A tag in any script, as the address bar has it (percent-encoded) or as written.
    for (const path of [
      "/writing/tags/datenqualit%C3%A4t",
      "/writing/tags/datenqualität",
      `/writing/tags/${encodeURIComponent("オフライン")}`,
      "/writing/オフライン-ファースト",
    ])
      expect(hasPageShape(path), path).toBe(true);
    for (const path of ["/writing/tags/Datenqualit%C3%A4t", "/writing/tags/%E3%82", "/writing/tags/a%2Fb"])
      expect(hasPageShape(path), path).toBe(false);
  });

  it("places another language's pages under its tag, and takes the tag off a counted view's path", () => {
    expect(pagesIn("/de").home).toBe("/de/");
    expect(pagesIn("/pt-BR").project(3)).toBe("/pt-BR/project/3");
    // What German's build writes: its pages and share images under its tag, none of the shared files.
    expect(prerenderPaths([3], { slugs: ["hallo"], tags: ["daten"] }, "/de")).toEqual([
      "/de",
      "/de/project/3",
      "/de/writing",
      "/de/writing/hallo",
      "/de/writing/tags/daten",
      "/de/rss.xml",
      "/de/share/post-hallo.png",
      "/de/share/home.png",
      "/de/share/project-3.png",
    ]);
    for (const [path, page] of [
      ["/de/project/3", "/project/3"],
      ["/pt-BR/", "/"],
      // A view is counted by its path without the final slash: German's home page is "/de".
      ["/de", "/"],
      ["/pt-BR", "/"],
      ["/", "/"],
      ["/writing", "/writing"],
      ["/project/3", "/project/3"],
    ])
      expect(withoutLanguage(path ?? "")).toBe(page);
  });

  it("finds a page in another language, or the nearest it has, saying which", () => {
    const german = { prefix: "/de", writing: { slugs: ["hallo", "shared"], tags: ["werkzeuge"] } };
    const arabic = { prefix: "/ar", writing: { slugs: [], tags: [] } };
    const cases: Array<[string, typeof german, ReturnType<typeof pageInLanguage>]> = [
      ["/", arabic, { href: "/ar/" }],
      ["/project/17", arabic, { href: "/ar/project/17" }],
      ["/writing", german, { href: "/de/writing" }],
      ["/writing", arabic, { href: "/ar/", nearest: "home" }],
      ["/writing/shared", german, { href: "/de/writing/shared" }],
      ["/writing/only-english", german, { href: "/de/writing", nearest: "writing" }],
      ["/writing/only-english", arabic, { href: "/ar/", nearest: "home" }],
      ["/writing/tags/werkzeuge", german, { href: "/de/writing/tags/werkzeuge" }],
      ["/writing/tags/hallo", german, { href: "/de/writing", nearest: "writing" }],
      ["/no-such-page", german, { href: "/de/", nearest: "home" }],
    ];
    for (const [page, language, found] of cases) expect(pageInLanguage(language, page), page).toEqual(found);
  });
});
