import { expect, type Page, test } from "@playwright/test";
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

/** What the page sees of the chrome at this moment, and any text or focus it covers. */
type ChromeCheck = { covered: string[]; focusUnder: string | null };

/**
 * In the page: the boxes of the fixed chrome, and the text beneath them that a visitor
 * could see. Text under a box counts only when the band behind the chrome
 * (.chrome-backdrop) is not opaque enough there to hide it.
 */
function checkChrome(): ChromeCheck {
  const chrome = [
    ...document.querySelectorAll<HTMLElement>(
      'nav[aria-label="Social profiles"] a, button[aria-controls="site-menu"]',
    ),
  ];
  const boxes = chrome.map((element) => element.getBoundingClientRect());
  const band = document.querySelector<HTMLElement>(".chrome-backdrop");
  const alphaOf = (color: string) => {
    const slash = color.match(/\/\s*([\d.]+)\s*\)$/);
    if (slash) return Number(slash[1]);
    const rgba = color.match(/^rgba\([^)]*,\s*([\d.]+)\)$/);
    return rgba ? Number(rgba[1]) : color.startsWith("rgb(") ? 1 : 0;
  };
  const bandStyle = band ? getComputedStyle(band) : null;
  const bandCover = bandStyle ? Number(bandStyle.opacity) * alphaOf(bandStyle.backgroundColor) : 0;
  const bandBox = band?.getBoundingClientRect();
  const hiddenByBand = (box: DOMRect) =>
    bandCover >= 0.9 && bandBox !== undefined && box.bottom <= bandBox.bottom + 0.5;
  const overlaps = (a: DOMRect, b: DOMRect) =>
    a.width > 0 &&
    a.height > 0 &&
    a.left < b.right - 1 &&
    b.left < a.right - 1 &&
    a.top < b.bottom - 1 &&
    b.top < a.bottom - 1;

  const covered: string[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || !node.textContent?.trim()) continue;
    if (
      chrome.some((element) => element.contains(parent)) ||
      parent.closest("dialog, script, style, .sr-only")
    )
      continue;
    if (!parent.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    for (const rect of range.getClientRects()) {
      const under = boxes.find((box) => overlaps(rect, box));
      if (under && !hiddenByBand(under)) covered.push(node.textContent.trim().slice(0, 40));
    }
  }

  const focused = document.activeElement as HTMLElement | null;
  let focusUnder: string | null = null;
  // The skip link is chrome too: it shows over the rest, on top, only while focused.
  const isChrome = (element: HTMLElement) =>
    chrome.includes(element) || element.matches('a[href="#main"]') || element.closest("dialog") !== null;
  if (focused && focused !== document.body && !isChrome(focused)) {
    const box = focused.getBoundingClientRect();
    const underChrome = boxes.some((chromeBox) => overlaps(box, chromeBox));
    const underBand = bandCover >= 0.5 && bandBox !== undefined && overlaps(box, bandBox);
    if (underChrome || underBand)
      focusUnder = `${focused.tagName} "${focused.textContent?.trim().slice(0, 40)}"`;
  }
  return { covered, focusUnder };
}

const nextFrames = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

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
          const stops = new Set<number>();
          for (let top = 0; ; top += Math.round(viewport.height * 0.37)) {
            const max = await page.evaluate(() => document.documentElement.scrollHeight - innerHeight);
            const at = Math.min(top, max);
            if (stops.has(at)) break;
            stops.add(at);
            await page.evaluate((y) => window.scrollTo({ top: y, behavior: "instant" }), at);
            await nextFrames(page);
            const { covered } = await page.evaluate(checkChrome);
            for (const text of covered) found.push(`${path} at ${at}: "${text}"`);
          }
          expect(stops.size, `${path} was scrolled through`).toBeGreaterThan(3);
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
            await nextFrames(page);
            const { focusUnder } = await page.evaluate(checkChrome);
            if (focusUnder) found.push(`${path}, Tab ${press + 1}: ${focusUnder}`);
          }
        }
        expect(found).toEqual([]);
      });
    }
  });
});
