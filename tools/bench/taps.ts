import type { Browser, Page } from "@playwright/test";
import { devices } from "./form-factors.ts";

/** The scripted visitor's steps, in the order it takes them on each run. */
export const TAP_STEPS = [
  "open the menu (tap)",
  "close the menu (tap)",
  "open the menu (keyboard)",
  "close the menu (Escape)",
  "open a service",
  "open a project from its card",
  "go back",
  "type a line in the form",
] as const;
export type TapStep = (typeof TAP_STEPS)[number];

/** Each step's longest interaction in one run, ms (event timing; 0: none reached 16 ms). */
export type TapRun = Record<TapStep, number>;

/** Keeps every event-timing entry that belongs to an interaction. */
const watchInteractions = () => {
  const entries: Array<{ startTime: number; duration: number }> = [];
  (window as unknown as { __interactions: typeof entries }).__interactions = entries;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceEventTiming[]) {
      if (entry.interactionId) entries.push({ startTime: entry.startTime, duration: entry.duration });
    }
  }).observe({ type: "event", durationThreshold: 16, buffered: true } as PerformanceObserverInit);
};

/** The longest interaction `act` causes, as the browser reports it once the next frames are painted. */
async function longestInteraction(page: Page, act: () => Promise<unknown>) {
  const since = await page.evaluate(() => performance.now());
  await act();
  await page.waitForTimeout(700);
  return page.evaluate(
    (from) =>
      Math.max(
        0,
        ...(
          window as unknown as { __interactions: Array<{ startTime: number; duration: number }> }
        ).__interactions
          .filter((entry) => entry.startTime >= from)
          .map((entry) => entry.duration),
      ),
    since,
  );
}

/** One visit on the phone, the CPU slowed `slowdown` times, each step measured. */
export async function measureTaps(browser: Browser, url: string, slowdown: number): Promise<TapRun> {
  const context = await browser.newContext(devices.mobile);
  const page = await context.newPage();
  await page.addInitScript(watchInteractions);
  const session = await context.newCDPSession(page);
  await session.send("Emulation.setCPUThrottlingRate", { rate: slowdown });
  await page.goto(url, { waitUntil: "load" });
  await page.locator("#loading-splash").waitFor({ state: "detached", timeout: 60_000 });
  await page.waitForTimeout(1_000);

  const menuButton = page.getByRole("button", { name: "Menu", exact: true });
  const menu = page.getByRole("dialog", { name: "Menu" });
  const steps: Record<TapStep, () => Promise<unknown>> = {
    "open the menu (tap)": async () => {
      await menuButton.tap();
      await menu.waitFor();
    },
    "close the menu (tap)": async () => {
      await menu.getByRole("button", { name: "Close" }).tap();
      await menu.waitFor({ state: "hidden" });
    },
    "open the menu (keyboard)": async () => {
      await menuButton.focus();
      await page.keyboard.press("Enter");
      await menu.waitFor();
    },
    "close the menu (Escape)": async () => {
      await page.keyboard.press("Escape");
      await menu.waitFor({ state: "hidden" });
    },
    "open a service": async () => {
      const service = page.locator("#services button[aria-expanded]").first();
      await service.scrollIntoViewIfNeeded();
      await page.waitForTimeout(700);
      await service.tap();
    },
    "open a project from its card": async () => {
      const card = page.locator('#work a[href="/project/1"]').first();
      await card.scrollIntoViewIfNeeded();
      await page.waitForTimeout(700);
      await card.tap();
      await page.waitForURL("**/project/1");
    },
    "go back": async () => {
      await page.getByRole("link", { name: "Go Back" }).first().tap();
      await page.waitForURL((address) => address.pathname === "/");
    },
    "type a line in the form": async () => {
      const field = page.getByLabel("Your message");
      await field.scrollIntoViewIfNeeded();
      await field.focus();
      await field.pressSequentially("Hello! I would like to talk about a project.", { delay: 60 });
    },
  };
  const run = {} as TapRun;
  for (const step of TAP_STEPS) {
    // Scrolling into view is not part of the step: let it settle before the interaction.
    run[step] = await longestInteraction(page, steps[step]);
  }
  await context.close();
  return run;
}
