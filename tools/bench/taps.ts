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
  "open a post from the list",
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
export const watchInteractions = () => {
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
 * An element of the page, found by the page itself: the first matching `selector` whose text
 * holds `text`. Not a Playwright locator: the first locator used on a page injects
 * Playwright's script, which listens to every pointer, mouse and touch event from then on to
 * check where its own clicks land. Traced at 4×, those listeners ran for several milliseconds
 * inside each tap measured, though the bench never clicks through Playwright.
 */
export type Target = { selector: string; text?: string };

/** What `inPage` does to the target before answering where it is: nothing ("aim"), or an act. */
type TargetAction = "aim" | "focus" | "scroll";
type Point = { x: number; y: number };

/**
 * The middle of `target` once `action` is done; null while it is not drawn yet or, to aim at
 * it, while a tap there would not reach it (an image flying over it, for one).
 */
const inPage = (page: Page, target: Target, action: TargetAction) =>
  page.evaluate(
    ({ selector, text, action }): Point | null => {
      const element = [...document.querySelectorAll<HTMLElement>(selector)].find(
        (candidate) => !text || candidate.textContent?.includes(text),
      );
      if (!element) return null;
      if (action === "focus") element.focus();
      // Chromium's own method: scrolls only if needed, and then centres the element.
      if (action === "scroll")
        (
          element as HTMLElement & { scrollIntoViewIfNeeded: (center: boolean) => void }
        ).scrollIntoViewIfNeeded(true);
      const box = element.getBoundingClientRect();
      const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
      const reached = element.contains(document.elementFromPoint(point.x, point.y));
      return action !== "aim" || reached ? point : null;
    },
    { ...target, action },
  );

/** Asks `attempt` every 50 ms until it answers (between steps, never inside one). */
async function poll<T>(what: string, attempt: () => Promise<T | null | false>): Promise<T> {
  for (let tries = 0; tries < 600; tries++) {
    const answer = await attempt();
    if (answer) return answer;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`Gave up waiting for ${what}`);
}

/** Waits until `check` holds in the page. */
export const until = (page: Page, what: string, check: () => boolean) =>
  poll(what, () => page.evaluate(check));

/** Focuses or scrolls to `target` once the page has drawn it (a page flowing back draws in steps). */
const whenDrawn = (page: Page, target: Target, action: "focus" | "scroll") =>
  poll(`${target.selector} to be drawn`, () => inPage(page, target, action));

/** A tap at the middle of `target`, where it is now: a bare touch through DevTools, as a finger's would come. */
async function aimAt(page: Page, target: Target) {
  const point = await poll(`a tap to reach ${target.selector}`, () => inPage(page, target, "aim"));
  return () => page.touchscreen.tap(point.x, point.y);
}

/**
 * How long a step is given to play out. A page flowing into another ends 0.8–1.2 s after the
 * tap at 4× (React renders the new page first, then the image moves for 0.5 s), and ending
 * restyles the whole document in a frame of its own (50–90 ms, traced): that frame is the
 * step's too. Within 700 ms it was left out.
 */
export const PLAY_OUT_MS = 1_500;

/**
 * The longest interaction `act` causes, as the browser reports it once the next frames
 * are painted, and the longest animation frame in the PLAY_OUT_MS it is given to play out.
 * `act` only sends the input; `settled` checks the outcome afterwards, since polling
 * in the page would add to the frames measured.
 */
export async function measureStep(
  page: Page,
  input: (() => Promise<unknown>) | Target,
  settled: () => Promise<unknown>,
) {
  // Each step starts from a page at rest: a tap while the step before still animates (the
  // menu's links rising, the cards' reveals) waits for those frames, which measures the
  // animations' timing against the script's rather than the tap. Endless ones (the marquee)
  // and scroll-driven ones (the chrome's band) run on.
  await until(page, "the page's animations to end", () =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== "running" ||
          animation.timeline !== document.timeline ||
          animation.effect?.getComputedTiming().endTime === Number.POSITIVE_INFINITY,
      ),
  );
  const act = typeof input === "function" ? input : await aimAt(page, input);
  const since = await page.evaluate(() => performance.now());
  await act();
  await page.waitForTimeout(PLAY_OUT_MS);
  const upTo = await page.evaluate(() => performance.now());
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
    [since, upTo] as const,
  );
}

/** One visit on the phone, the CPU slowed `slowdown` times, each step measured. */
export async function measureTaps(
  browser: Browser,
  url: string,
  slowdown: number,
  projectPath: string,
  /** The newest post's path, opened from /writing; none: a site without posts skips the step. */
  postPath?: string,
): Promise<TapRun> {
  const { context, page } = await openThrottledPage(browser, "mobile", slowdown, watchInteractions);
  await page.goto(url, { waitUntil: "load" });
  await until(page, "the splash to lift", () => !document.getElementById("loading-splash"));
  await page.waitForTimeout(2_000);

  const menuButton: Target = { selector: 'button[aria-controls="site-menu"]' };
  const menuOpen = () => until(page, "the menu to open", () => !!document.querySelector("#site-menu[open]"));
  const menuClosed = () =>
    until(page, "the menu to close", () => !document.querySelector("#site-menu[open]"));
  const service: Target = { selector: "#services button[aria-expanded]" };
  const card: Target = { selector: `#work a[href="${projectPath}"]` };
  const message: Target = { selector: "#contact textarea" };
  const nothing = async () => {};
  const steps: Record<
    TapStep,
    {
      before?: () => Promise<unknown>;
      /** The input: a tap on a target, or keys. */
      act: Target | (() => Promise<unknown>);
      settled: () => Promise<unknown>;
    }
  > = {
    "open the menu (tap)": { act: menuButton, settled: menuOpen },
    "close the menu (tap)": { act: { selector: "#site-menu button", text: "Close" }, settled: menuClosed },
    "open the menu (keyboard)": {
      before: () => whenDrawn(page, menuButton, "focus"),
      act: () => page.keyboard.press("Enter"),
      settled: menuOpen,
    },
    "close the menu (Escape)": { act: () => page.keyboard.press("Escape"), settled: menuClosed },
    "open a service": {
      before: () => whenDrawn(page, service, "scroll"),
      act: service,
      settled: () =>
        until(page, "a service to open", () => !!document.querySelector("#services [aria-expanded=true]")),
    },
    "open a project from its card": {
      before: () => whenDrawn(page, card, "scroll"),
      act: card,
      settled: () => page.waitForURL(`**${projectPath}`),
    },
    "go back": {
      act: { selector: "a", text: "Go Back" },
      settled: () => page.waitForURL((address) => address.pathname === "/"),
    },
    "type a line in the form": {
      before: async () => {
        await whenDrawn(page, message, "scroll");
        await whenDrawn(page, message, "focus");
      },
      act: () => page.keyboard.type("Hello! I would like to talk about a project.", { delay: 60 }),
      settled: nothing,
    },
    "open a post from the list": {
      before: async () => {
        await page.goto(new URL("/writing", url).href, { waitUntil: "load" });
        await until(page, "the splash to lift", () => !document.getElementById("loading-splash"));
        await page.waitForTimeout(2_000);
      },
      act: { selector: `main a[href="${postPath}"]` },
      settled: () => page.waitForURL(`**${postPath}`),
    },
  };
  const run: TapRun = { interactions: {} as TapRun["interactions"], frames: {} as TapRun["frames"] };
  for (const step of TAP_STEPS) {
    if (step === "open a post from the list" && !postPath) continue;
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
