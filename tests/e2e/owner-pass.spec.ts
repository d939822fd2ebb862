import { expect, type Page, test } from "@playwright/test";
import { pagePaths, paths } from "../../app/lib/navigation/public-paths";
import { directionOf } from "../../app/lib/words/shipped";
import { scrollAndLook } from "./chrome-check";
import {
  expectNoAxeViolations,
  expectSearchFinds,
  openPastSplash,
  serviceOverruns,
  serviceTitlesWrappedAboveTheFloor,
  settled,
  switchSystemTheme,
} from "./helpers";
import { forEachSite, most, type Site, variants } from "./sites";

/**
 * One pass over every page of a site built from content unlike the sample's, so that an owner's
 * ordinary choice (no posts, two projects, a long name, a tall cover) cannot break a page unseen:
 * each page answers, reads at 390 and 1440 px with no sideways scroll and no text under the fixed
 * chrome, names a share image that exists, and axe finds nothing in either theme. Two of them are
 * built for a path and served under it (the trial owner's on the Node server, the most on a plain
 * static host): every request there answers, and every address the page names stays under it.
 */

const widths = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
];

/** Scrolls the page top to bottom; at each stop, what the chrome covers and how far the page overflows sideways. */
async function scrollThroughAndLook(page: Page, label: string) {
  const found: string[] = [];
  const stops = await scrollAndLook(page, { text: true, againAtRest: true });
  for (const { at, covered, overflow } of stops) {
    for (const text of covered) found.push(`${label} at ${at}: "${text}" under the chrome`);
    if (overflow > 0) found.push(`${label} at ${at}: ${overflow} px sideways`);
  }
  expect(stops.length, `${label} was looked at`).toBeGreaterThan(0);
  await settled(page);
  return found;
}

/** In the page: how many of the fixed chrome's controls stand partly off the screen (too many profiles beside MENU). */
const chromeOffScreen = () =>
  [...document.querySelectorAll<HTMLElement>('a.chrome-button, button[aria-controls="site-menu"]')]
    .filter((element) => element.checkVisibility())
    .map((element) => element.getBoundingClientRect())
    .filter((box) => box.left < 0 || box.right > window.innerWidth).length;

/** In the page: each address it names on this host (links, styles, scripts, images, fonts) outside `basePath`. */
const outsidePath = (basePath: string) =>
  [...document.querySelectorAll("[href], [src], [srcset]")]
    .flatMap((element) => [
      element.getAttribute("href") ?? "",
      element.getAttribute("src") ?? "",
      ...(element.getAttribute("srcset") ?? "").split(",").map((entry) => entry.trim().split(" ")[0] ?? ""),
    ])
    .filter((address) => address.startsWith("/") && !address.startsWith("//"))
    .filter((address) => !address.startsWith(`${basePath}/`));

/** The PNG's width and height, from its header. */
const pngSize = (bytes: Buffer) => ({ width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) });

const pagesOf = (site: Site) =>
  pagePaths(
    site.content.projects.map((project) => project.id),
    site.writing,
  );

/**
 * The pages visited: all of a small site's; of the most, one of each kind (the home page, the
 * first and the last project, the writing, the first and the last post, a tag), each as long as
 * its kind gets, and the rest of the twelve alike.
 */
const visitedOf = (site: Site) => {
  if (site !== most) return pagesOf(site);
  const ids = site.content.projects.map((project) => project.id);
  const { slugs, tags } = site.writing;
  return [
    paths.home,
    paths.project(ids[0] ?? 0),
    paths.project(ids.at(-1) ?? 0),
    paths.writing,
    paths.post(slugs[0] ?? ""),
    paths.post(slugs.at(-1) ?? ""),
    paths.tag(tags[0] ?? ""),
  ];
};

forEachSite((site) => {
  test.describe("every page, once", () => {
    for (const path of visitedOf(site)) {
      test(`${path}: answers, fits at 390 and 1440, clear of the chrome, its share image, axe in both themes`, async ({
        page,
      }) => {
        test.setTimeout(150_000);
        const found: string[] = [];
        const failed: string[] = [];
        page.on("response", (answer) => {
          if (answer.status() >= 400) failed.push(`${answer.status()} ${answer.url()}`);
        });
        for (const viewport of widths) {
          await page.setViewportSize(viewport);
          const response = await openPastSplash(page, site.at(path));
          expect(response?.status(), path).toBe(200);
          expect(
            await page.evaluate(outsidePath, site.basePath),
            `${path}: addresses outside the site's path`,
          ).toEqual([]);
          const offScreen = await page.evaluate(chromeOffScreen);
          if (offScreen > 0)
            found.push(`${path} at ${viewport.width} px: ${offScreen} of the chrome off the screen`);
          found.push(...(await scrollThroughAndLook(page, `${path} at ${viewport.width} px`)));
          const underPlus = (await page.evaluate(serviceOverruns)).filter((overrun) => !(overrun <= 0));
          if (underPlus.length > 0)
            found.push(`${path} at ${viewport.width} px: ${underPlus.length} service titles under their +`);
          for (const title of await page.evaluate(serviceTitlesWrappedAboveTheFloor))
            found.push(`${path} at ${viewport.width} px: "${title}" wraps though it could be set smaller`);
        }
        expect(found).toEqual([]);
        expect(failed, "requests that failed").toEqual([]);

        const image = await page.locator('meta[property="og:image"]').getAttribute("content");
        expect(image, "og:image").toBeTruthy();
        const file = await page.request.get(new URL(image ?? "", "http://x").pathname);
        expect(file.status(), image ?? "").toBe(200);
        expect(file.headers()["content-type"]).toBe("image/png");
        expect(pngSize(await file.body())).toEqual({ width: 1200, height: 630 });

        for (const scheme of ["dark", "light"] as const) {
          await test.step(`axe in the ${scheme} theme`, async () => {
            await switchSystemTheme(page, scheme);
            await expectNoAxeViolations(page);
          });
        }
      });
    }

    // Each other language of the site, at its place under the site's path (/sites/max/en/).
    for (const language of site.languages) {
      test(`${language.prefix}/: answers under the site's path, every address in it under the path; an unknown one is its NOT FOUND`, async ({
        page,
      }) => {
        const failed: string[] = [];
        page.on("response", (answer) => {
          if (answer.status() >= 400) failed.push(`${answer.status()} ${answer.url()}`);
        });
        await page.setViewportSize({ width: 390, height: 844 });
        const response = await openPastSplash(page, site.at(`${language.prefix}/`));
        expect(response?.status()).toBe(200);
        expect(await page.locator("html").getAttribute("lang")).toBe(language.tag);
        expect(await page.evaluate(outsidePath, site.basePath)).toEqual([]);
        expect(failed).toEqual([]);
        // A static host answers the root 404.html; its first script sends a path under the language to its own.
        const unknown = await page.goto(site.at(`${language.prefix}/no-such-page`));
        expect(unknown?.status()).toBe(404);
        await expect(page).toHaveURL(new RegExp(`${site.at(language.prefix)}/(404\\.html|no-such-page)$`));
        expect(await page.locator("html").getAttribute("lang")).toBe(language.tag);
      });
    }

    test("an unknown address answers 404 with NOT FOUND in the site's language; the résumé, the sitemap, the search and the menu are there", async ({
      page,
    }) => {
      const response = await page.goto(site.at("/no-such-page"));
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toContainText(site.words.notFound.heading);
      await expectNoAxeViolations(page);
      const resume = await page.request.get(site.at("/resume.pdf"));
      expect(resume.status()).toBe(200);
      expect(resume.headers()["content-type"]).toBe("application/pdf");
      const sitemap = await (await page.request.get(site.at("/sitemap.xml"))).text();
      // Full addresses, with the site's path: https://trial.example/portfolio/project/3.
      for (const path of pagesOf(site))
        expect(sitemap).toMatch(new RegExp(`<loc>https://[^/<]+${site.at(path)}</loc>`));

      // With or without posts, the search finds what there is: here the last project, by its name.
      const project = site.content.projects.at(-1);
      await page.setViewportSize({ width: 390, height: 844 });
      await openPastSplash(page, site.at(paths.home));
      await expectSearchFinds(page, project, site.words, site.at);
      await page.keyboard.press("Escape");

      // A language read right to left turns the page round: MENU at the left, the rest after it.
      const rtl = directionOf(site.content.site.lang ?? "en") === "rtl";
      expect(await page.locator("html").getAttribute("dir")).toBe(rtl ? "rtl" : null);
      const menuButton = page.getByRole("button", { name: site.words.menu.name, exact: true });
      const box = await menuButton.boundingBox();
      expect((box?.x ?? 0) + (box?.width ?? 0) / 2 < 390 / 2, "MENU on the reading's far side").toBe(rtl);

      // The menu on a phone: every section's heading, a long word included, within the screen.
      await menuButton.click();
      const links = page
        .getByRole("dialog", { name: site.words.menu.name })
        .getByRole("navigation", { name: site.words.menu.sections })
        .getByRole("link");
      await expect(links).toHaveCount(site.headed.length);
      const wider = await links.evaluateAll((all) =>
        all.filter((link) => link.scrollWidth > link.clientWidth + 1).map((link) => link.textContent),
      );
      expect(wider).toEqual([]);
    });
  });
}, variants);
