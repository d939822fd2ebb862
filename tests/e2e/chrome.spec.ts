import { expect, test } from "@playwright/test";
import { lookHere, scrollAndLook } from "./chrome-check";
import { openPastSplash } from "./helpers";
import { forEachSite, main } from "./sites";

/** The sample's phone, tablet and laptop; another owner's longer words also from 320 to 2560 px. */
const widthsFor = (site: unknown) =>
  site === main
    ? [
        { width: 390, height: 844 },
        { width: 768, height: 1024 },
        { width: 1440, height: 900 },
      ]
    : [
        { width: 320, height: 640 },
        { width: 768, height: 1024 },
        { width: 1440, height: 900 },
        { width: 2560, height: 1440 },
      ];

forEachSite((site) => {
  const { content } = site;
  /** Every page a visitor reads with the fixed chrome (social links and MENU) over it. */
  const pages = ["/", ...content.projects.map((project) => `/project/${project.id}`)];

  test.describe("the fixed chrome never covers what a visitor reads", () => {
    for (const viewport of widthsFor(site)) {
      test(`scrolling every page at ${viewport.width} px wide`, async ({ page }) => {
        test.setTimeout(150_000);
        await page.setViewportSize(viewport);
        const found: string[] = [];
        for (const path of pages) {
          await openPastSplash(page, path);
          const stops = await scrollAndLook(page, { text: true });
          for (const { at, covered } of stops)
            for (const text of covered) found.push(`${path} at ${at}: "${text}"`);
          expect(stops.length, `${path} was scrolled through`).toBeGreaterThan(3);
        }
        expect(found).toEqual([]);
      });

      test(`keyboard focus never lands under it at ${viewport.width} px wide`, async ({ page }) => {
        test.setTimeout(150_000);
        await page.setViewportSize(viewport);
        const found: string[] = [];
        for (const path of pages.slice(0, 2)) {
          await openPastSplash(page, path);
          const links = await page.locator("main a[href], main button, main input, main textarea").count();
          for (let press = 0; press < links + 6; press++) {
            await page.keyboard.press("Tab");
            const { focusUnder } = await lookHere(page, { text: false });
            if (focusUnder) found.push(`${path}, Tab ${press + 1}: ${focusUnder}`);
          }
        }
        expect(found).toEqual([]);
      });
    }
  });
});
