import type { Browser, Page } from "@playwright/test";
import { openThrottledPage } from "./form-factors.ts";

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

/**
 * Each step's longest interaction in one run, ms (event timing; 0: none reached 16 ms),
 * and the longest animation frame while the step played out (a page flowing into
 * another, a menu opening), ms (0: none reached 50 ms, the long-frame threshold).
 */
export type TapRun = { interactions: Record<TapStep, number>; frames: Record<TapStep, number> };

type Timed = { startTime: number; duration: number };
type Watched = { __interactions: Timed[]; __longFrames: Timed[] };

/** Keeps every event-timing entry that belongs to an interaction, and every long animation frame. */
const watchInteractions = () => {
  const watched = window as unknown as Watched;
  watched.__interactions = [];
  watched.__longFrames = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceEventTiming[]) {
      if (entry.interactionId)
        watched.__interactions.push({ startTime: entry.startTime, duration: entry.duration });
    }
  }).observe({ type: "event", durationThreshold: 16, buffered: true } as PerformanceObserverInit);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      watched.__longFrames.push({ startTime: entry.startTime, duration: entry.duration });
  }).observe({ type: "long-animation-frame", buffered: true });
};

/**
 * The longest interaction `act` causes, as the browser reports it once the next frames
 * are painted, and the longest animation frame in the 700 ms it is given to play out.
 * `act` only sends the input; `settled` checks the outcome afterwards, since Playwright's
 * waiting polls in the page every frame and would add to the frames measured.
 */
async function measureStep(page: Page, act: () => Promise<unknown>, settled: () => Promise<unknown>) {
  const since = await page.evaluate(() => performance.now());
  await act();
  await page.waitForTimeout(700);
  const until = await page.evaluate(() => performance.now());
  await settled();
  return page.evaluate(
    ([from, to]) => {
      const watched = window as unknown as Watched;
      // No named helpers in here: the bench's compiler would wrap them in a call the page lacks.
      const [interaction, frame] = [watched.__interactions, watched.__longFrames].map((entries) =>
        Math.max(
          0,
          ...entries
            .filter((entry) => entry.startTime >= from && entry.startTime <= to)
            .map((entry) => Math.round(entry.duration)),
        ),
      );
      return { interaction: interaction ?? 0, frame: frame ?? 0 };
    },
    [since, until] as const,
  );
}

/** One visit on the phone, the CPU slowed `slowdown` times, each step measured. */
export async function measureTaps(browser: Browser, url: string, slowdown: number): Promise<TapRun> {
  const { context, page } = await openThrottledPage(browser, "mobile", slowdown, watchInteractions);
  await page.goto(url, { waitUntil: "load" });
  await page.locator("#loading-splash").waitFor({ state: "detached", timeout: 60_000 });
  await page.waitForTimeout(2_000);

  const menuButton = page.getByRole("button", { name: "Menu", exact: true });
  const menu = page.getByRole("dialog", { name: "Menu" });
  const service = page.locator("#services button[aria-expanded]").first();
  const card = page.locator('#work a[href="/project/1"]').first();
  const message = page.getByLabel("Your message");
  const nothing = async () => {};
  const steps: Record<
    TapStep,
    { before?: () => Promise<unknown>; act: () => Promise<unknown>; settled: () => Promise<unknown> }
  > = {
    "open the menu (tap)": { act: () => menuButton.tap(), settled: () => menu.waitFor() },
    "close the menu (tap)": {
      act: () => menu.getByRole("button", { name: "Close" }).tap(),
      settled: () => menu.waitFor({ state: "hidden" }),
    },
    "open the menu (keyboard)": {
      before: () => menuButton.focus(),
      act: () => page.keyboard.press("Enter"),
      settled: () => menu.waitFor(),
    },
    "close the menu (Escape)": {
      act: () => page.keyboard.press("Escape"),
      settled: () => menu.waitFor({ state: "hidden" }),
    },
    "open a service": {
      before: () => service.scrollIntoViewIfNeeded(),
      act: () => service.tap(),
      settled: () => page.locator("#services [aria-expanded=true]").first().waitFor(),
    },
    "open a project from its card": {
      before: () => card.scrollIntoViewIfNeeded(),
      act: () => card.tap(),
      settled: () => page.waitForURL("**/project/1"),
    },
    "go back": {
      act: () => page.getByRole("link", { name: "Go Back" }).first().tap(),
      settled: () => page.waitForURL((address) => address.pathname === "/"),
    },
    "type a line in the form": {
      before: async () => {
        await message.scrollIntoViewIfNeeded();
        await message.focus();
      },
      act: () => page.keyboard.type("Hello! I would like to talk about a project.", { delay: 60 }),
      settled: nothing,
    },
  };
  const run: TapRun = { interactions: {} as TapRun["interactions"], frames: {} as TapRun["frames"] };
  for (const step of TAP_STEPS) {
    const { before, act, settled } = steps[step];
    if (before) {
      // Getting there (a scroll, a focus) is not part of the step: it settles first.
      await before();
      await page.waitForTimeout(700);
    }
    const measured = await measureStep(page, act, settled);
    run.interactions[step] = measured.interaction;
    run.frames[step] = measured.frame;
  }
  await context.close();
  return run;
}
