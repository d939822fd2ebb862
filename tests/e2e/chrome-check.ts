import type { Page } from "@playwright/test";
import { nextFrames } from "./helpers";

/**
 * Scrolls the page from its top to its bottom in steps of about a third of the screen, the
 * chrome's band never skipping a line, and calls `look` at each stop, a frame after the scroll.
 * Returns how many stops there were.
 */
export async function scrollInStops(page: Page, look: (at: number) => Promise<void>) {
  const height = page.viewportSize()?.height ?? 900;
  const stops = new Set<number>();
  for (let top = 0; ; top += Math.round(height * 0.37)) {
    const max = await page.evaluate(() => document.documentElement.scrollHeight - innerHeight);
    const at = Math.min(top, max);
    if (stops.has(at)) break;
    stops.add(at);
    await page.evaluate((y) => window.scrollTo({ top: y, behavior: "instant" }), at);
    await nextFrames(page);
    await look(at);
  }
  return stops.size;
}

/** What the page sees of the chrome at this moment, and any text or focus it covers. */
type ChromeCheck = { covered: string[]; focusUnder: string | null };

/**
 * In the page: the boxes of the fixed chrome, and the text beneath them that a visitor
 * could see. Text under a box counts only when the band behind the chrome
 * (.chrome-backdrop) is not opaque enough there to hide it. `{ text: false }` looks at the focus
 * alone (walking the page's text is most of the cost, and a Tab moves only the focus).
 */
export function checkChrome(look: { text: boolean }): ChromeCheck {
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
  for (let node = look.text ? walker.nextNode() : null; node; node = walker.nextNode()) {
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
