import type { Browser } from "@playwright/test";
import { openThrottledPage } from "./form-factors.ts";

type Watched = { __longFrames: number[] };

const watchLongFrames = () => {
  const watched = window as unknown as Watched;
  watched.__longFrames = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) watched.__longFrames.push(Math.round(entry.duration));
  }).observe({ type: "long-animation-frame" });
};

/**
 * The browser's own cost of a view transition on the home page, as a reference for the
 * transitions' frames: one that changes nothing (`startViewTransition(() => {})`), on the
 * phone at `slowdown`, scrolled to the projects as the visitor is when opening one. Its
 * longest animation frame, ms (0: none reached 50 ms). Starting a transition restyles the
 * whole document, and so does ending it, whatever the page does in between
 * (docs/performance.md, "What a view transition costs before any of our work").
 */
export async function measureEmptyTransition(browser: Browser, url: string, slowdown: number) {
  const { context, page } = await openThrottledPage(browser, "mobile", slowdown, watchLongFrames);
  try {
    await page.goto(url, { waitUntil: "load" });
    await page.locator("#loading-splash").waitFor({ state: "detached", timeout: 60_000 });
    await page.locator("#work").evaluate((work) => work.scrollIntoView());
    await page.waitForTimeout(2_500);
    await page.evaluate(() => {
      (window as unknown as Watched).__longFrames.length = 0;
      return document.startViewTransition(() => {}).finished;
    });
    await page.waitForTimeout(700);
    return page.evaluate(() => Math.max(0, ...(window as unknown as Watched).__longFrames));
  } finally {
    await context.close();
  }
}
