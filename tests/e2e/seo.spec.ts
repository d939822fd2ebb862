import { expect, test } from "@playwright/test";
import { pagePaths, pagesIn } from "../../app/lib/navigation/public-paths";
import { readThemeColors } from "../../site-build/theme-tokens";
import { htmlEscaped } from "./helpers";
import { forEachSite } from "./sites";

const pngSize = (bytes: Buffer) => ({ width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) });

forEachSite(({ content, writing, languages }) => {
  test.describe("search engines and link previews", () => {
    test("the home page's HTML carries its title, description, canonical URL, share tags and Person data", async ({
      request,
    }) => {
      const html = await (await request.get("/")).text();
      expect(html).toContain(`<title>${htmlEscaped(content.site.title)}</title>`);
      expect(html).toContain(`<meta name="description" content="${htmlEscaped(content.site.description)}"/>`);
      expect(html).toMatch(/<link rel="canonical" href="https?:\/\/[^"]+\/"\/>/);
      expect(html).toMatch(/<meta property="og:image" content="https?:\/\/[^"]+\/share\/home\.png"\/>/);
      const jsonLd = JSON.parse(
        html.match(/<script type="application\/ld\+json">(.*?)<\/script>/)?.[1] ?? "{}",
      );
      expect(jsonLd).toMatchObject({ "@type": "Person", name: content.site.ownerName });
      expect(jsonLd.sameAs).toEqual(
        content.socialLinks.map((link) => link.href).filter((href) => !href.startsWith("mailto:")),
      );
    });

    test("each project page carries CreativeWork data", async ({ request }) => {
      for (const project of content.projects) {
        const html = await (await request.get(`/project/${project.id}`)).text();
        const jsonLd = JSON.parse(
          html.match(/<script type="application\/ld\+json">(.*?)<\/script>/)?.[1] ?? "{}",
        );
        expect(jsonLd).toMatchObject({ "@type": "CreativeWork", name: project.name });
      }
    });

    test("share images are 1200×630 PNGs", async ({ request }) => {
      for (const path of [
        "/share/home.png",
        ...content.projects.map((project) => `/share/project-${project.id}.png`),
      ]) {
        const response = await request.get(path);
        expect(response.status(), path).toBe(200);
        expect(response.headers()["content-type"]).toBe("image/png");
        expect(pngSize(await response.body())).toEqual({ width: 1200, height: 630 });
      }
    });

    test("sitemap.xml lists /, each project and the writing pages, each other language's, and robots.txt names it", async ({
      request,
    }) => {
      const sitemap = await request.get("/sitemap.xml");
      expect(sitemap.headers()["content-type"]).toContain("xml");
      const text = await sitemap.text();
      // Every address percent-encoded, as a sitemap's must be (a German tag: datenqualit%C3%A4t).
      expect(text).not.toMatch(/<loc>[^<]*[^\x21-\x7e][^<]*<\/loc>/);
      const locations = [...text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) =>
        decodeURIComponent(new URL(match[1] ?? "").pathname),
      );
      const ids = content.projects.map((project) => project.id);
      // Each other language has its home page, its projects' and its own writing pages (decision 084).
      const elsewhere = languages.flatMap(({ prefix, writing: own }) => {
        const pages = pagesIn(prefix);
        const posts =
          own.slugs.length > 0
            ? [pages.writing, ...own.slugs.map(pages.post), ...own.tags.map(pages.tag)]
            : [];
        return [pages.home, ...ids.map(pages.project), ...posts];
      });
      expect(locations).toEqual([...pagePaths(ids, writing), ...elsewhere]);
      const robots = await (await request.get("/robots.txt")).text();
      expect(robots).toMatch(/Sitemap: https?:\/\/\S+\/sitemap\.xml/);
    });

    test("the site installs: a web manifest and icons", async ({ request }) => {
      const manifest = await (await request.get("/manifest.webmanifest")).json();
      expect(manifest.name).toBe(content.site.title);
      for (const icon of manifest.icons as Array<{ src: string }>) {
        expect((await request.get(icon.src)).status(), icon.src).toBe(200);
      }
      const touch = await request.get("/icons/apple-touch-icon.png");
      expect(pngSize(await touch.body())).toEqual({ width: 180, height: 180 });
      const html = await (await request.get("/")).text();
      expect(html).toContain('rel="manifest" href="/manifest.webmanifest"');
      expect(html).toContain('rel="apple-touch-icon" href="/icons/apple-touch-icon.png"');

      // The favicon is drawn in the dark theme's colours (app/app.css), like the PNG icons.
      const favicon = await request.get("/favicon.svg");
      expect(favicon.headers()["content-type"]).toContain("image/svg+xml");
      expect(await favicon.text()).toContain(readThemeColors("dark").accent);
    });
  });
});
