import type { Browser } from "@playwright/test";
import { openThrottledPage } from "./form-factors.ts";
import { measureStep, until, watchInteractions } from "./taps.ts";

/** Never fetched: the page is answered from inside the browser context. */
const BARE_URL = "http://bare-page.invalid/";

/**
 * A page with almost nothing on it and no framework: a heading, a paragraph, and a MENU
 * button whose click shows a small dialog and focuses its Close button, as the site's menu does.
 */
const barePage = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>A bare page</title>
<style>body{margin:0;font:16px/1.5 sans-serif}h1{margin:5rem 1.25rem 1rem}p{margin:0 1.25rem}
#menu{position:fixed;top:1rem;right:1rem;min-height:44px;padding:0 1.25rem}
dialog{position:fixed;inset:0;width:100%;height:100%;margin:0;border:0;background:#0a0a0b;color:#f4f4f2}</style></head>
<body><h1>A bare page</h1><p>One button, one small dialog, no framework.</p>
<button id="menu" type="button" aria-controls="bare-menu">Menu</button>
<dialog id="bare-menu" aria-label="Menu"><button type="button">Close</button>
<nav><a href="#one">One</a> <a href="#two">Two</a> <a href="#three">Three</a></nav></dialog>
<script>
const menu = document.getElementById("bare-menu");
document.getElementById("menu").addEventListener("click", () => { menu.show(); menu.querySelector("button").focus(); });
</script></body></html>`;

/**
 * The machine's own share of a tap, as a reference for the taps' budget: the first tap on a
 * bare page's MENU button, measured as the visitor's steps are, on the phone at `slowdown`.
 * Its interaction, ms (docs/performance.md, "The method": the reference row).
 */
export async function measureBareTap(browser: Browser, slowdown: number) {
  const { context, page } = await openThrottledPage(browser, "mobile", slowdown, watchInteractions);
  try {
    await page.route(BARE_URL, (route) => route.fulfill({ contentType: "text/html", body: barePage }));
    await page.goto(BARE_URL, { waitUntil: "load" });
    await page.waitForTimeout(2_000);
    const measured = await measureStep(page, { selector: "#menu" }, () =>
      until(page, "the bare menu to open", () => !!document.querySelector("dialog[open]")),
    );
    return measured.interaction;
  } finally {
    await context.close();
  }
}
