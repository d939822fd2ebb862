import type { Browser, Locator, Page } from "@playwright/test";
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
 * A tap at the middle of `target`, where it is now: a bare touch through DevTools, as a
 * finger's would come. Playwright's own `tap()` first polls the page every frame until
 * the target is still, and listens to the tap's events in the page to check what it hit;
 * traced at 4×, that was several milliseconds of its script inside the interactions
 * measured.
 */
async function aimAt(page: Page, target: Locator) {
  // Until a tap there would reach it (a view transition, for one, takes every hit).
  for (let tries = 0; tries < 100; tries++) {
    const box = await target.boundingBox();
    const point = box && { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    const reached =
      point &&
      (await target.evaluate(
        (element, { x, y }) => element.contains(document.elementFromPoint(x, y)),
        point,
      ));
    if (point && reached) return () => page.touchscreen.tap(point.x, point.y);
    await page.waitForTimeout(100);
  }
  throw new Error(`A tap would not reach ${target}`);
}

/**
 * The longest interaction `act` causes, as the browser reports it once the next frames
 * are painted, and the longest animation frame in the 700 ms it is given to play out.
 * `act` only sends the input; `settled` checks the outcome afterwards, since Playwright's
 * waiting polls in the page every frame and would add to the frames measured.
 */
async function measureStep(
  page: Page,
  input: (() => Promise<unknown>) | Locator,
  settled: () => Promise<unknown>,
) {
  const act = typeof input === "function" ? input : await aimAt(page, input);
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
    {
      before?: () => Promise<unknown>;
      /** The input: a tap on a target, or keys. */
      act: Locator | (() => Promise<unknown>);
      settled: () => Promise<unknown>;
    }
  > = {
    "open the menu (tap)": { act: menuButton, settled: () => menu.waitFor() },
    "close the menu (tap)": {
      act: menu.getByRole("button", { name: "Close" }),
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
      act: service,
      settled: () => page.locator("#services [aria-expanded=true]").first().waitFor(),
    },
    "open a project from its card": {
      before: () => card.scrollIntoViewIfNeeded(),
      act: card,
      settled: () => page.waitForURL("**/project/1"),
    },
    "go back": {
      act: page.getByRole("link", { name: "Go Back" }).first(),
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
