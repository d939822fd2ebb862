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
          // Down to the end, however long the owner's page is.
          const end = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
          expect(stops.at(-1)?.at, `${path} was scrolled through`).toBe(end);
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

test("the check sees letters under the chrome, not a line's empty box", async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 600 });
  const at = (top: number) =>
    page.setContent(`<body style="margin:0">
      <button class="chrome-button" style="position:fixed;top:0;left:0;width:800px;height:40px">MENU</button>
      <h1 style="position:absolute;left:0;top:${top}px;margin:0;font:700 100px/2 sans-serif">Row</h1>
    </body>`);
  // Line height 2: the line box starts 50 px above the content area, whose top is above the capitals.
  await at(-10);
  expect((await scrollAndLook(page, { text: true }))[0]?.covered).toEqual([]);
  await at(-80);
  expect((await scrollAndLook(page, { text: true }))[0]?.covered).toEqual(["Row"]);
});
