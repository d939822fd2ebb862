import type { Browser, BrowserContextOptions } from "@playwright/test";

export type FormFactor = "mobile" | "desktop";
/** The system's theme the site follows: dark, as it was first designed, unless a light run asks. */
export type Scheme = "dark" | "light";

/** The browser context for a form factor in a theme. */
export const contextFor = (formFactor: FormFactor, scheme: Scheme = "dark"): BrowserContextOptions => ({
  ...devices[formFactor],
  colorScheme: scheme,
});

/** The phone and the desktop every browser measure uses (the sizes the screenshots are judged at). */
export const devices: Record<FormFactor, BrowserContextOptions> = {
  mobile: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1440, height: 900 }, deviceScaleFactor: 1, isMobile: false, hasTouch: false },
};

/**
 * A fresh page at `formFactor` with the CPU slowed `slowdown` times (DevTools
 * throttling), `watch` installed before any of the site's scripts run.
 */
export async function openThrottledPage(
  browser: Browser,
  formFactor: FormFactor,
  slowdown: number,
  watch: (arg: string) => void,
  arg = "",
  scheme: Scheme = "dark",
) {
  const context = await browser.newContext(contextFor(formFactor, scheme));
  const page = await context.newPage();
  await page.addInitScript(watch, arg);
  const session = await context.newCDPSession(page);
  await session.send("Emulation.setCPUThrottlingRate", { rate: slowdown });
  return { context, page };
}
