import type { Browser } from "@playwright/test";
import { openThrottledPage } from "./form-factors.ts";
import { until, watchInteractions } from "./taps.ts";

/**
 * The search on the phone, at the phone's slowdown, ms:
 *  - firstResults: from "/" on a page that has loaded nothing of the search to the first results
 *    drawn, the word typed at once (the dialog's code, the index's script and its reader in, then
 *    one search);
 *  - keystroke: from one more key to its results drawn, the index loaded (budget: 100 ms);
 *  - interaction: the longest keystroke's event timing while typing (as the taps are measured).
 */
export type SearchRun = { firstResults: number; keystroke: number; interaction: number };

type Watch = { key: string; pressedAt: number; drawnAt: number };

/** In the page: when `key` goes down next, and when the results for `query` are drawn after it. */
const watchResults = ({ key, query }: { key: string; query: string }) => {
  const watch: Watch = { key, pressedAt: 0, drawnAt: 0 };
  (window as unknown as { __searchWatch: Watch }).__searchWatch = watch;
  document.addEventListener(
    "keydown",
    (event) => {
      if (event.key === key && !watch.pressedAt) watch.pressedAt = event.timeStamp;
    },
    { capture: true },
  );
  const observer = new MutationObserver(() => {
    const status = document.querySelector("dialog[open] [role=status]")?.textContent ?? "";
    if (!watch.pressedAt || !status.includes(`“${query}”`)) return;
    observer.disconnect();
    // Drawn in the frame that follows the change.
    requestAnimationFrame(() => {
      watch.drawnAt = performance.now();
    });
  });
  observer.observe(document.body, { subtree: true, childList: true, characterData: true });
};

const drawnAfterPress = async (page: import("@playwright/test").Page) => {
  await until(page, "the results to be drawn", () => {
    const watch = (window as unknown as { __searchWatch: Watch }).__searchWatch;
    return watch.drawnAt > 0;
  });
  return page.evaluate(() => {
    const watch = (window as unknown as { __searchWatch: Watch }).__searchWatch;
    return Math.round(watch.drawnAt - watch.pressedAt);
  });
};

/** One visit to the home page on the phone: the search opened with "/", `word` typed, then one more letter. */
export async function measureSearch(browser: Browser, url: string, slowdown: number, word: string) {
  const { context, page } = await openThrottledPage(browser, "mobile", slowdown, watchInteractions);
  try {
    await page.goto(url, { waitUntil: "load" });
    await until(page, "the splash to lift", () => !document.getElementById("loading-splash"));
    await page.waitForTimeout(2_000);

    await page.evaluate(watchResults, { key: "/", query: word });
    await page.keyboard.press("/");
    await page.keyboard.type(word);
    const firstResults = await drawnAfterPress(page);
    await page.waitForTimeout(1_000);

    // One more letter, searched in the index now loaded.
    const since = await page.evaluate(() => performance.now());
    await page.evaluate(watchResults, { key: "s", query: `${word}s` });
    await page.keyboard.type("s");
    const keystroke = await drawnAfterPress(page);
    const interaction = await page.evaluate(
      (from) =>
        Math.max(
          0,
          ...(
            window as unknown as { __interactions: { startTime: number; duration: number }[] }
          ).__interactions
            .filter((entry) => entry.startTime >= from)
            .map((entry) => Math.round(entry.duration)),
        ),
      since,
    );
    return { firstResults, keystroke, interaction } satisfies SearchRun;
  } finally {
    await context.close();
  }
}
