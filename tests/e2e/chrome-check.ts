import type { Page } from "@playwright/test";

/** What the page sees of the chrome at one scroll position: the text and focus it covers, and any sideways overflow. */
export type ChromeStop = { at: number; covered: string[]; focusUnder: string | null; overflow: number };

type Look = {
  /** Walk the page's text for what the chrome covers (most of the cost; a Tab moves only the focus). */
  text: boolean;
  /**
   * Scroll from the top to the bottom in steps of this share of the screen's height, looking at
   * each stop after two frames: about a third keeps the chrome's band from skipping a line.
   * Without it, the page is looked at where it stands, two frames on (what a Tab's scroll or
   * focus ring has drawn by then).
   */
  scrollStep?: number;
  /**
   * Where text is under the chrome, look again once no finite animation runs: the band behind
   * the chrome and a service's title drift with the scroll, each a frame after it, and a loaded
   * machine once caught a title there mid-frame (what a visitor sees is the page at rest).
   */
  againAtRest?: boolean;
};

/**
 * In the page, one call for the whole walk: a round trip from the test per stop cost more than
 * the stop's two frames (88 ms a stop against 48). At each stop: the boxes of the fixed chrome,
 * and the text beneath them a visitor could see (text under a box counts only when the band
 * behind the chrome, .chrome-backdrop, is not opaque enough there to hide it), the focused
 * element if under it, and how far the page overflows sideways.
 */
export async function lookAtChrome(look: Look): Promise<ChromeStop[]> {
  const frames = (count: number) =>
    new Promise<void>((resolve) => {
      const step = (left: number) =>
        left === 0 ? setTimeout(resolve) : requestAnimationFrame(() => step(left - 1));
      step(count);
    });
  const atRest = async () => {
    for (let frame = 0; frame < 600; frame++) {
      const moving = document
        .getAnimations()
        .some(
          (animation) =>
            animation.playState === "running" &&
            Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Number.POSITIVE_INFINITY) &&
            !(animation.timeline instanceof ScrollTimeline),
        );
      if (!moving) return;
      await frames(1);
    }
  };
  const chrome = [
    ...document.querySelectorAll<HTMLElement>(
      // The profiles beside MENU and the search control, by their look: named in any language.
      '.chrome-button, button[aria-controls="site-menu"]',
    ),
  ];
  const alphaOf = (color: string) => {
    const slash = color.match(/\/\s*([\d.]+)\s*\)$/);
    if (slash) return Number(slash[1]);
    const rgba = color.match(/^rgba\([^)]*,\s*([\d.]+)\)$/);
    return rgba ? Number(rgba[1]) : color.startsWith("rgb(") ? 1 : 0;
  };
  const overlaps = (a: DOMRect, b: DOMRect) =>
    a.width > 0 &&
    a.height > 0 &&
    a.left < b.right - 1 &&
    b.left < a.right - 1 &&
    a.top < b.bottom - 1 &&
    b.top < a.bottom - 1;
  // The skip link is chrome too: it shows over the rest, on top, only while focused.
  const isChrome = (element: HTMLElement) =>
    chrome.includes(element) || element.matches('a[href="#main"]') || element.closest("dialog") !== null;

  // What a visitor sees of a line is its letters, not its box: a display face's line box reaches
  // well above its capitals and below its baseline. Each line's rect is cut to the ink of its
  // text in its font, from the font's own measures (a canvas draws with the page's faces).
  const measure = document.createElement("canvas").getContext("2d");
  const inkOf = (rect: DOMRect, text: string, style: CSSStyleDeclaration): DOMRect => {
    if (!measure) return rect;
    measure.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const metrics = measure.measureText(text);
    const content = metrics.fontBoundingBoxAscent + metrics.fontBoundingBoxDescent;
    if (!(content > 0)) return rect;
    // The rect is the content area (ascent + descent), centred in it when taller.
    const baseline = rect.top + (rect.height - content) / 2 + metrics.fontBoundingBoxAscent;
    const top = baseline - metrics.actualBoundingBoxAscent;
    const bottom = baseline + metrics.actualBoundingBoxDescent;
    return new DOMRect(rect.left, top, rect.width, Math.max(0, bottom - top));
  };

  const lookNow = (at: number): ChromeStop => {
    const boxes = chrome.map((element) => element.getBoundingClientRect());
    const band = document.querySelector<HTMLElement>(".chrome-backdrop");
    const bandStyle = band ? getComputedStyle(band) : null;
    const bandCover = bandStyle ? Number(bandStyle.opacity) * alphaOf(bandStyle.backgroundColor) : 0;
    const bandBox = band?.getBoundingClientRect();
    const hiddenByBand = (box: DOMRect) =>
      bandCover >= 0.9 && bandBox !== undefined && box.bottom <= bandBox.bottom + 0.5;

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
      const style = getComputedStyle(parent);
      for (const rect of range.getClientRects()) {
        const ink = inkOf(rect, node.textContent, style);
        const under = boxes.find((box) => overlaps(ink, box));
        if (under && !hiddenByBand(under)) covered.push(node.textContent.trim().slice(0, 40));
      }
    }

    const focused = document.activeElement as HTMLElement | null;
    let focusUnder: string | null = null;
    if (focused && focused !== document.body && !isChrome(focused)) {
      const box = focused.getBoundingClientRect();
      const underChrome = boxes.some((chromeBox) => overlaps(box, chromeBox));
      const underBand = bandCover >= 0.5 && bandBox !== undefined && overlaps(box, bandBox);
      if (underChrome || underBand)
        focusUnder = `${focused.tagName} "${focused.textContent?.trim().slice(0, 40)}"`;
    }
    const overflow = document.documentElement.scrollWidth - window.innerWidth;
    return { at, covered, focusUnder, overflow };
  };

  const lookAgainAtRest = async (at: number) => {
    const stop = lookNow(at);
    if (stop.covered.length === 0 || !look.againAtRest) return stop;
    await atRest();
    return lookNow(at);
  };

  if (look.scrollStep === undefined) {
    await frames(2);
    return [await lookAgainAtRest(window.scrollY)];
  }
  const stops: ChromeStop[] = [];
  for (let top = 0; ; top += Math.round(window.innerHeight * look.scrollStep)) {
    const at = Math.min(top, document.documentElement.scrollHeight - window.innerHeight);
    if (stops.some((stop) => stop.at === at)) break;
    window.scrollTo({ top: at, behavior: "instant" });
    await frames(2);
    stops.push(await lookAgainAtRest(at));
  }
  return stops;
}

/**
 * Looks at the page from top to bottom, a stop about every third of the screen; where text is
 * under the chrome, again once the page is at rest (a title drifting with the scroll).
 */
export const scrollAndLook = (page: Page, look: Omit<Look, "scrollStep">) =>
  page.evaluate(lookAtChrome, { againAtRest: true, ...look, scrollStep: 0.37 });

/** Looks at the page where it stands, two frames on. */
export const lookHere = async (page: Page, look: Omit<Look, "scrollStep">) => {
  const [stop] = await page.evaluate(lookAtChrome, look);
  if (!stop) throw new Error("no look at the chrome came back");
  return stop;
};
