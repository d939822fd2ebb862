import { readdirSync } from "node:fs";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { parseFeed } from "@rowanmanning/feed-parser";
import { paths } from "../../app/lib/navigation/public-paths";
import { POST_ROUTE_ID } from "../../app/lib/navigation/route-scripts";
import { type Post, postHtml } from "../../app/lib/writing/post";
import { readPostSources } from "../../site-build/writing/post-files";
import { readWriting } from "../../site-build/writing/read-writing";
import {
  clickAndSeeTheNextFrame,
  expectNoAxeViolations,
  openPastSplash,
  routeModuleIn,
  settled,
  switchSystemTheme,
} from "./helpers";
import { forEachSite, main, mainDir, owner, type Site } from "./sites";

/** The build each site was made into (package.json's build:e2e and build:fixture). */
const clientDirs = new Map([
  [main.url, "build-e2e/client"],
  [owner.url, "build-fixture/client"],
]);
const contentDirs = new Map([
  [main.url, mainDir],
  [owner.url, "tests/fixtures/content-alt"],
]);

/** Every file a build wrote, by its path inside the build. */
const filesIn = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));

/** The posts as the build drew them: their HTML, headings, and what the tests look for in them. */
async function drawnPosts(site: Site): Promise<Post[]> {
  return (await readWriting(path.resolve(contentDirs.get(site.url) ?? ""))).posts;
}

const titlesOn = (page: Page) => page.locator("main ol > li h2, main ol > li h3").allInnerTexts();

forEachSite((site) => {
  const { posts } = site;
  // What the tests look for, known from the posts' files when the tests are declared.
  const sources = readPostSources(path.resolve(contentDirs.get(site.url) ?? "")).sources;
  const withCode = sources.find((source) => /^```\w/m.test(source.body));
  const withFootnote = sources.some((source) => /\[\^[^\]\s]+\]/.test(source.body));
  // A GitHub table: a row of cells, then its rule of dashes.
  const withTable = sources.some((source) => /^\|.*\|\s*\n\|[\s:|-]+\|\s*$/m.test(source.body));
  const drafts = readPostSources(path.resolve(contentDirs.get(site.url) ?? ""), {
    drafts: true,
  }).sources.filter((source) => source.meta.draft);

  if (drafts.length > 0) {
    test("a draft is in neither the build, the sitemap nor the feed; its address is NOT FOUND", async ({
      page,
      request,
    }) => {
      const files = filesIn(clientDirs.get(site.url) ?? "");
      const sitemap = await (await request.get(paths.sitemap)).text();
      const feed = await (await request.get(paths.feed)).text();
      for (const { meta } of drafts) {
        expect(files.filter((file) => file.includes(meta.slug))).toEqual([]);
        expect(sitemap).not.toContain(meta.slug);
        expect(feed).not.toContain(meta.title);
      }
      await openPastSplash(page, paths.post(drafts[0]?.meta.slug ?? ""));
      await expect(page.getByRole("heading", { name: site.words.notFound.heading })).toBeVisible();
    });
  }

  if (posts.length === 0) {
    test("without posts: no Writing in the menu, no writing pages, no feed", async ({ page, request }) => {
      await openPastSplash(page, "/");
      await expect(page.locator('link[type="application/rss+xml"]')).toHaveCount(0);
      await page.getByRole("button", { name: site.words.menu.name }).click();
      await expect(
        page
          .getByRole("dialog", { name: site.words.menu.name })
          .getByRole("link", { name: site.words.writing.name }),
      ).toHaveCount(0);
      expect((await request.get(paths.feed)).headers()["content-type"]).not.toContain("rss");
      await openPastSplash(page, paths.writing);
      await expect(page.getByRole("heading", { name: site.words.notFound.heading })).toBeVisible();
    });
    return;
  }

  test("the writing page lists every post newest first, with its day, minutes and tags", async ({ page }) => {
    await openPastSplash(page, paths.writing);
    await expect(page.getByRole("heading", { level: 1, name: site.words.writing.name })).toBeVisible();
    expect(await titlesOn(page)).toEqual(posts.map((post) => post.title));
    const first = page.locator("main ol > li").first();
    await expect(first.locator("time")).toHaveAttribute("datetime", posts[0]?.date ?? "");
    await expect(first).toContainText(site.words.writing.minutesToRead({ minutes: posts[0]?.minutes ?? 0 }));
    for (const tag of posts[0]?.tags ?? [])
      await expect(first.getByRole("link", { name: `#${tag}` })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("a tag's page lists exactly the posts with that tag, and leads back", async ({ page }) => {
    const tag = site.writing.tags[0] ?? "";
    await openPastSplash(page, paths.tag(tag));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`#${tag}`);
    expect(await titlesOn(page)).toEqual(
      posts.filter((post) => post.tags.includes(tag)).map((post) => post.title),
    );
    await expectNoAxeViolations(page);
    await page.getByRole("link", { name: site.words.writing.allWriting }).click();
    await expect(page).toHaveURL(paths.writing);
  });

  test("each post: title, dates, tags, its text, contents from three headings, the posts either side, axe in both themes", async ({
    page,
  }) => {
    const drawn = await drawnPosts(site);
    for (const [index, post] of drawn.entries()) {
      await openPastSplash(page, paths.post(post.slug));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(post.title);
      await expect(page.locator("article header time").first()).toHaveAttribute("datetime", post.date);
      if (post.updated)
        await expect(page.locator("article header")).toContainText(site.words.writing.updated);
      const contents = page.getByRole("navigation", { name: site.words.writing.contents });
      if (post.headings.length >= 3) {
        expect(await contents.getByRole("link").allInnerTexts()).toEqual(post.headings.map((h) => h.text));
      } else {
        await expect(contents).toHaveCount(0);
      }
      const more = page.getByRole("navigation", { name: site.words.writing.moreWriting });
      await expect(more.getByRole("link")).toHaveCount(
        (index > 0 ? 1 : 0) + (index < drawn.length - 1 ? 1 : 0),
      );
      // The whole post, its code in both themes' colours.
      await expectNoAxeViolations(page, undefined, { wholePage: true });
      await switchSystemTheme(page, "light");
      await expectNoAxeViolations(page, undefined, { wholePage: true });
      await page.emulateMedia({ colorScheme: "dark" });
    }
  });

  if (withCode)
    test("code is coloured in the HTML, with no highlighter in the browser", async ({ page }) => {
      const scripts: string[] = [];
      page.on("response", async (response) => {
        if (response.request().resourceType() === "script") scripts.push(await response.text());
      });
      await openPastSplash(page, paths.post(withCode.meta.slug));
      const spans = page.locator(".post-body pre span[style*='--shiki-dark']");
      expect(await spans.count()).toBeGreaterThan(10);
      const colours = await spans.evaluateAll(
        (elements) => new Set(elements.map((e) => getComputedStyle(e).color)).size,
      );
      // Two colours at least: a short snippet can have only keywords, names and a string.
      expect(colours).toBeGreaterThan(1);
      expect(scripts.length).toBeGreaterThan(0);
      for (const script of scripts) expect(script).not.toMatch(/shiki|textmate|oniguruma|@mdx-js/i);
    });

  if (withTable)
    test("a table reads as such, with its post's footnotes listed", async ({ page }) => {
      const post = (await drawnPosts(site)).find((candidate) => postHtml(candidate).includes("<table"));
      expect(post, "the content has a post with a table").toBeDefined();
      await openPastSplash(page, paths.post(post?.slug ?? ""));
      await expect(page.locator(".post-body table th").first()).toBeVisible();
      const notes = (post ? postHtml(post) : "").match(/data-footnote-ref/g)?.length ?? 0;
      await expect(page.locator(".post-body section.footnotes li")).toHaveCount(notes);
    });

  if (withFootnote) {
    test("a footnote's link reaches its note", async ({ page }) => {
      const post = (await drawnPosts(site)).find((candidate) =>
        postHtml(candidate).includes("data-footnote-ref"),
      );
      await openPastSplash(page, paths.post(post?.slug ?? ""));
      await page.locator(".post-body [data-footnote-ref]").first().click();
      await expect(page.locator(".post-body section.footnotes li").first()).toBeInViewport();
    });
  }

  test("by keyboard: from the list into a post, and back to the list", async ({ page }) => {
    await openPastSplash(page, paths.writing);
    const firstTitle = page.getByRole("link", { name: posts[0]?.title ?? "" });
    for (
      let tab = 0;
      tab < 60 && !(await firstTitle.evaluate((link) => link === document.activeElement));
      tab++
    ) {
      await page.keyboard.press("Tab");
    }
    await expect(firstTitle).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(paths.post(posts[0]?.slug ?? ""));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(posts[0]?.title ?? "");
    const back = page.getByRole("link", { name: site.words.writing.allWriting }).first();
    await back.focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(paths.writing);
  });

  test("opening a post from the list: its scripts fetched ahead, the tap drawn first, then the whole post", async ({
    page,
  }) => {
    const fetched: string[] = [];
    page.on("request", (request) => fetched.push(new URL(request.url()).pathname));
    await openPastSplash(page, paths.writing);
    const postModule = await routeModuleIn(page, POST_ROUTE_ID);
    expect(postModule).toMatch(/\.js$/);
    const fetchesOfIt = () => fetched.filter((pathname) => pathname === postModule).length;
    await expect.poll(fetchesOfIt).toBe(1);

    const newest = (await drawnPosts(site))[0];
    const title = page.getByRole("link", { name: newest?.title ?? "" });
    const beforeThatFrame = await clickAndSeeTheNextFrame(title);
    expect(beforeThatFrame).toBe(`idle at ${paths.writing}`);
    await expect(page).toHaveURL(paths.post(newest?.slug ?? ""));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(newest?.title ?? "");
    // The text arrives a part at a time (blocks-in-order), and all of it.
    await expect(page.locator(".post-body")).toHaveCount(newest?.parts.length ?? 0);
    await expect(page.getByRole("navigation", { name: site.words.writing.moreWriting })).toBeAttached();
    expect(fetchesOfIt()).toBe(1);
  });

  test("the menu leads to the writing, and every page links the feed in its head", async ({ page }) => {
    await openPastSplash(page, "/");
    await expect(page.locator('head link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
      "href",
      paths.feed,
    );
    await page.getByRole("button", { name: site.words.menu.name }).click();
    await settled(page);
    await page
      .getByRole("dialog", { name: site.words.menu.name })
      .getByRole("link", { name: site.words.writing.name, exact: true })
      .click();
    await expect(page).toHaveURL(paths.writing);
  });

  test("the feed parses, carries the newest 20 in full, and every item's link answers", async ({
    request,
  }) => {
    const response = await request.get(paths.feed);
    // Hosts serve a .xml file as XML (application/xml here); readers take either.
    expect(response.headers()["content-type"]).toMatch(/xml/);
    const feed = parseFeed(await response.text());
    expect(feed.meta.type).toBe("rss");
    const newest = posts.slice(0, 20);
    expect(feed.items.map((item) => item.title)).toEqual(newest.map((post) => post.title));
    for (const [index, item] of feed.items.entries()) {
      const link = new URL(item.url ?? "");
      expect(link.href).toBe(new URL(paths.post(newest[index]?.slug ?? ""), link.origin).href);
      expect((await request.get(link.pathname)).status(), link.pathname).toBe(200);
      expect(item.content?.length ?? 0).toBeGreaterThan(item.description?.length ?? 0);
    }
  });

  test("a post's head: its own title, description, canonical, share image and BlogPosting", async ({
    request,
  }) => {
    const post = posts[0];
    const html = await (await request.get(paths.post(post?.slug ?? ""))).text();
    expect(html).toContain(`<meta property="og:type" content="article"/>`);
    expect(html).toMatch(
      // The address as a link carries it: percent-encoded where the slug is not ASCII.
      new RegExp(`<link rel="canonical" href="https?://[^"]+${encodeURI(paths.post(post?.slug ?? ""))}"/>`),
    );
    const image = await request.get(paths.shareImage.post(post?.slug ?? ""));
    expect(image.headers()["content-type"]).toBe("image/png");
    const jsonLd = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1] ?? "{}");
    expect(jsonLd).toMatchObject({
      "@type": "BlogPosting",
      headline: post?.title,
      datePublished: post?.date,
    });
  });
});

for (const site of [main, owner].filter((candidate) => candidate.blocks.includes("writing"))) {
  test.describe(site.name, () => {
    test.use({ baseURL: site.url });

    test("the home page's latest writing shows the newest posts, and leads to all of them", async ({
      page,
    }) => {
      await openPastSplash(page, "/");
      const section = page.locator("section#writing");
      await section.scrollIntoViewIfNeeded();
      // Waited for: the section is drawn as it comes near (render-when-near), and until then its
      // headings' rendered text is empty (seen once in a loaded run).
      await expect(section.locator("h3")).toHaveText(site.posts.slice(0, 3).map((post) => post.title));
      await section.getByRole("link", { name: site.words.writing.allWriting }).click();
      await expect(page).toHaveURL(paths.writing);
    });
  });
}
