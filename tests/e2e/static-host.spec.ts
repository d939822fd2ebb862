import { expect, test } from "@playwright/test";
import { NOT_FOUND_REDIRECT_MS } from "../../app/constants";
import { paths } from "../../app/lib/navigation/public-paths";
import { baseURL, cloudflareURL, staticHostURL } from "../../playwright.config";
import { expectSearchFinds, htmlEscaped, moreLinkName, openPastSplash } from "./helpers";
import { main, unknownProjectId, words } from "./sites";

// The build on a plain static host: files, folder index.html, and 404.html for the rest.
test.use({ baseURL: staticHostURL });

// Paths as a plain file server serves them, and as Cloudflare Pages does (`wrangler pages dev`).
for (const [host, url] of [
  ["a plain static host", staticHostURL],
  ["Cloudflare Pages", cloudflareURL],
] as const) {
  test.describe(`on ${host}`, () => {
    test("a deep link to a project page works", async ({ page, request }) => {
      const project = main.content.projects.at(-1);
      expect((await request.get(`${url}/project/${project?.id}`)).status()).toBe(200);
      await openPastSplash(page, `${url}/project/${project?.id}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(project?.name ?? "");
    });

    test("each page's own policy runs its inline scripts and the search, and refuses any other", async ({
      page,
    }) => {
      // `wrangler pages dev` (4.86) cannot serve a file whose name has a letter past U+00FF
      // (cloudflare/workers-sdk#15559; Cloudflare itself can): a post named so is left to the
      // plain host, and a project's page taken here.
      const newest = main.posts.find(
        (post) => host !== "Cloudflare Pages" || /^[\x20-\xff]+$/.test(post.slug),
      );
      const path = newest ? paths.post(newest.slug) : paths.project(main.content.projects[0]?.id ?? 1);
      const refused: string[] = [];
      page.on("console", (message) => {
        // The search's reader says so when its worker could not start (a policy, a file not served).
        if (/Content Security Policy|Pagefind/i.test(message.text())) refused.push(message.text());
      });
      await openPastSplash(page, `${url}${path}`);
      expect(refused).toEqual([]);

      // The search index is files the host serves as they are; its reader runs in a worker.
      const project = main.content.projects.at(-1);
      await expectSearchFinds(page, project);
      await page.keyboard.press("Escape");
      expect(refused).toEqual([]);
      const blocked = await page.evaluate(
        () =>
          new Promise<string>((resolve) => {
            document.addEventListener(
              "securitypolicyviolation",
              (event) => resolve(event.violatedDirective),
              {
                once: true,
              },
            );
            setTimeout(() => resolve("nothing refused"), 5_000);
            const script = document.createElement("script");
            script.textContent = "window.__injected = true";
            document.body.append(script);
          }),
      );
      expect(blocked).toBe("script-src-elem");
      expect(await page.evaluate(() => (window as { __injected?: boolean }).__injected)).toBeUndefined();
    });

    // A link followed in the app: the next page's data is a file the host serves as it is.
    // The newest post from the writing page; on a site without posts, a project from its card.
    const newest = main.posts[0];
    const project = main.content.projects[0];
    const opened = newest
      ? {
          what: "a post opens from the writing page",
          from: paths.writing,
          link: newest.title,
          path: paths.post(newest.slug),
          title: newest.title,
        }
      : {
          what: "a project opens from its card",
          from: "/",
          link: moreLinkName(words, project?.name),
          path: paths.project(project?.id ?? 1),
          title: project?.name ?? "",
        };
    test(`${opened.what}, its data fetched as a file`, async ({ page }) => {
      await openPastSplash(page, `${url}${opened.from}`);
      await page.evaluate(() => Object.assign(window, { stayed: true }));
      await page.getByRole("link", { name: opened.link }).click();
      await expect(page).toHaveURL(`${url}${opened.path}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(opened.title);
      // The same document: the page came from its data, not from a load the app fell back to.
      expect(await page.evaluate(() => (window as { stayed?: boolean }).stayed)).toBe(true);
    });

    // GitHub Pages sends /writing to /writing/, its folder: coming back to such an address through
    // the history fetches its data again, from the file the build wrote (writing.data, not
    // writing/_.data: decision 094).
    if (newest)
      test("the writing page reached at its folder address comes back with its data", async ({ page }) => {
        await openPastSplash(page, `${url}${paths.writing}/`);
        const folderAddress = page.url();
        await page.evaluate(() => Object.assign(window, { stayed: true }));
        await page.getByRole("link", { name: newest.title }).click();
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(newest.title);
        await page.goBack();
        await expect(page).toHaveURL(folderAddress);
        await expect(page.getByRole("link", { name: newest.title })).toBeVisible();
        expect(await page.evaluate(() => (window as { stayed?: boolean }).stayed)).toBe(true);
      });

    test("an unknown path answers 404 with NOT FOUND, then goes home", async ({ page, request }) => {
      const response = await request.get(`${url}/no/such/page`);
      expect(response.status()).toBe(404);
      // A tab shows the site's title before the app starts, not the bare address.
      expect(await response.text()).toContain(`<title>${htmlEscaped(main.content.site.title)}</title>`);
      await openPastSplash(page, `${url}/no/such/page`);
      await expect(page.getByRole("heading", { name: words.notFound.heading })).toBeVisible();
      await expect(page).toHaveURL(`${url}/`, { timeout: NOT_FOUND_REDIRECT_MS + 3_000 });
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(main.content.site.hero.lines.join(""));
    });
  });
}

// The build's _headers keep /assets/* a year; a file that is not there must not be kept so, or a
// CDN would answer a deploy's missing file with its 404 for that year.
test("on Cloudflare Pages an asset is kept a year, and a missing one's 404 is not", async ({ request }) => {
  const html = await (await request.get(`${cloudflareURL}/`)).text();
  const asset = html.match(/"(\/assets\/[^"]+\.css)"/)?.[1];
  expect(asset, "a stylesheet the home page names").toBeTruthy();
  const found = await request.get(`${cloudflareURL}${asset}`);
  expect(found.status()).toBe(200);
  expect(found.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  const missing = await request.get(`${cloudflareURL}/assets/no-such-file-0000.js`);
  expect(missing.status()).toBe(404);
  expect(missing.headers()["cache-control"] ?? "").not.toContain("immutable");
});

test("the Node server's fallback for unknown paths carries the site's title", async ({ request }) => {
  const response = await request.get(`${baseURL}/no/such/page`);
  expect(response.status()).toBe(404);
  expect(await response.text()).toContain(`<title>${htmlEscaped(main.content.site.title)}</title>`);
});

test.describe("on a plain static host", () => {
  test("an unknown project id is a blank page", async ({ page }) => {
    await openPastSplash(page, `/project/${unknownProjectId(main.content)}`);
    await expect(page.locator("body")).toHaveText("", { useInnerText: true });
  });

  test("the host's header rules are in the build", async ({ request }) => {
    const headers = await (await request.get("/_headers")).text();
    // Inline scripts are left to each page's own policy (a meta element with their hashes).
    expect(headers).toContain(
      "Content-Security-Policy: default-src 'self'; script-src 'self' 'unsafe-inline' 'wasm-unsafe-eval';",
    );
    expect(headers).toContain("/assets/*\n  Cache-Control: public, max-age=31536000, immutable");
  });
});
