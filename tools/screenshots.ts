/**
 * Screenshots of the running site at phone and desktop sizes, for looking at
 * the work and for the docs. Start the site first (`npm start`), then:
 *   npx tsx tools/screenshots.ts [outDir] [path…]
 * Options by env: BASE_URL (default http://localhost:3000), FULL_PAGE=1,
 * REDUCED_MOTION=1, SPLASH=1 (shoot the LOADING splash instead of waiting it out),
 * SCROLL_TO=<px or CSS selector> (shoot the page scrolled that far down, or with that
 * element in the middle of the screen), OPEN_MENU=1 (shoot the open menu), COLOR_SCHEME=light
 * (the system's theme: dark by default; names the files "-light").
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import { chromiumFlags, findChromium } from "../support/find-chromium.ts";

const [outDir = "screenshots", ...paths] = process.argv.slice(2);
const baseUrl = process.env.BASE_URL ?? "http://localhost:3000";
const viewports = [
  { name: "390", width: 390, height: 844 },
  { name: "1440", width: 1440, height: 900 },
];

mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumFlags });
for (const viewport of viewports) {
  const page = await browser.newPage({
    viewport,
    reducedMotion: process.env.REDUCED_MOTION ? "reduce" : "no-preference",
    colorScheme: process.env.COLOR_SCHEME === "light" ? "light" : "dark",
  });
  for (const route of paths.length ? paths : ["/"]) {
    await page.goto(baseUrl + route);
    if (!process.env.SPLASH) {
      await page.locator("#loading-splash").waitFor({ state: "detached", timeout: 20_000 });
      if (process.env.FULL_PAGE) {
        // Scroll through once so every reveal and lazy image has run.
        const height = await page.evaluate(() => document.body.scrollHeight);
        for (let y = 0; y < height; y += viewport.height / 2) {
          await page.mouse.wheel(0, viewport.height / 2);
          await page.waitForTimeout(120);
        }
        await page.evaluate(() => window.scrollTo(0, 0));
        // A full-page capture draws what is off screen too: sections that wait until near
        // (content-visibility) would be blank in it.
        await page.addStyleTag({ content: ".render-when-near { content-visibility: visible; }" });
      }
      const scrollTo = process.env.SCROLL_TO;
      if (scrollTo && /^\d+$/.test(scrollTo)) {
        await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), Number(scrollTo));
      } else if (scrollTo) {
        await page
          .locator(scrollTo)
          .first()
          .evaluate((element) => element.scrollIntoView({ block: "center" }));
      }
      // By what it opens, not its name: the button reads MENU in the site's own language.
      if (process.env.OPEN_MENU) await page.locator('button[aria-controls="site-menu"]').click();
      await page.waitForTimeout(900);
    }
    const scrolled = process.env.SCROLL_TO ? `-at-${process.env.SCROLL_TO.replace(/\W+/g, "")}` : "";
    const menu = process.env.OPEN_MENU ? "-menu" : "";
    const scheme = process.env.COLOR_SCHEME === "light" ? "-light" : "";
    const name = `${route.replace(/\W+/g, "-").replace(/^-|-$/g, "") || "home"}${scrolled}${menu}${scheme}-${viewport.name}.png`;
    await page.screenshot({ path: path.join(outDir, name), fullPage: Boolean(process.env.FULL_PAGE) });
    console.log(path.join(outDir, name));
  }
  await page.close();
}
await browser.close();
