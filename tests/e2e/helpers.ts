import { execFile } from "node:child_process";
import { promisify } from "node:util";
import AxeBuilder from "@axe-core/playwright";
import { expect, type Locator, type Page } from "@playwright/test";
import { INITIAL_LOAD_TIMEOUT_MS } from "../../app/constants";
import { paths } from "../../app/lib/navigation/public-paths";
import { e2eD1Dir, e2eDataDir } from "../../playwright.config";
import type { StatsReport } from "../../server/visits/stats-report";
import { words } from "./sites";

export const splash = (page: Page) => page.locator("#loading-splash");

/** A string matched as itself in a RegExp. */
export const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * An accessible name made of shown words and visually hidden ones ("Visit Site" + " (opens in a
 * new tab)"), matched as Chrome computes it: it puts a space before the hidden part where the
 * words have none ("サイトを見る（…）" is heard as "サイトを見る （…）").
 */
export const heardAs = (shown: string, hidden: string) =>
  new RegExp(`^${literally(shown)}\\s*${literally(hidden.trim())}$`);

/** A project card's MORE link, by its name as a screen reader hears it: "MORE about Shop". */
export const moreLinkName = (siteWords: typeof words, projectName: string | undefined) =>
  heardAs(siteWords.work.more, siteWords.work.moreAbout({ project: String(projectName) }));

/** How long a test waits for the splash to lift: the product's time-out plus room for a starved machine. */
export const SPLASH_LIFT_TIMEOUT_MS = INITIAL_LOAD_TIMEOUT_MS + 15_000;

/**
 * Opens a page and waits for the LOADING splash to lift, and for the app to run: a site built
 * without a splash shows its page before React has started. The margin is generous: with two
 * browsers sharing two cores the app itself can start seconds late. Returns the page's response.
 */
export async function openPastSplash(page: Page, path: string) {
  const response = await page.goto(path);
  await expect(splash(page)).toBeHidden({ timeout: SPLASH_LIFT_TIMEOUT_MS });
  await waitForApp(page);
  return response;
}

/** Reloads the page and waits as openPastSplash does. */
export async function reloadPastSplash(page: Page) {
  await page.reload();
  await expect(splash(page)).toBeHidden({ timeout: SPLASH_LIFT_TIMEOUT_MS });
  await waitForApp(page);
}

/** Waits until React runs the page (its root's wrapper is React's own element). */
export async function waitForApp(page: Page) {
  await page.waitForFunction(() => {
    const wrapper = document.querySelector("body > div");
    return wrapper !== null && Object.keys(wrapper).some((key) => key.startsWith("__reactFiber"));
  });
}

/** The home page's blocks in page order, each by its id, its label or its tag. */
export const homeBlocks = (page: Page) =>
  page
    .locator("main > *")
    .evaluateAll((children) =>
      children.map((child) => child.id || child.getAttribute("aria-label") || child.tagName.toLowerCase()),
    );

/** Waits until React has hydrated the page (what a visitor types before that is React's to keep). */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    const form = document.querySelector("form");
    return form !== null && Object.keys(form).some((key) => key.startsWith("__reactFiber"));
  });
}

/**
 * Notes where the page is scrolled at the next click, at the click itself: sections below
 * can still settle their size after a scroll and move it (up to ~430 px seen on a starved
 * machine). Returns how to read it afterwards.
 */
export async function noteScrollAtNextClick(page: Page) {
  await page.evaluate(() => {
    const record = () => document.body.setAttribute("data-scrolled-at-click", String(window.scrollY));
    document.addEventListener("click", record, { capture: true, once: true });
  });
  return async () => Number(await page.locator("body").getAttribute("data-scrolled-at-click"));
}

/**
 * Waits until no finite animation or transition is running on the page (a reveal, the menu's
 * entrance, a page's arrival): the marquee and the scroll-driven band run forever and do not
 * count. The bench waits for the same before each step.
 */
export async function settled(page: Page) {
  // A page arriving on a loaded machine (NOT FOUND leaving for /) can take seconds to draw its reveals.
  await expect
    .poll(
      () =>
        page.evaluate(
          () =>
            document
              .getAnimations()
              .filter(
                (animation) =>
                  animation.playState === "running" &&
                  Number.isFinite(
                    animation.effect?.getComputedTiming().endTime ?? Number.POSITIVE_INFINITY,
                  ) &&
                  !(animation.timeline instanceof ScrollTimeline),
              ).length,
        ),
      { timeout: 15_000 },
    )
    .toBe(0);
}

/** The system's colour scheme the site follows. */
export type Scheme = "dark" | "light";

/**
 * Switches the system's theme beneath the page (the site follows it live, through light-dark())
 * and waits until the colours' transitions have ended. A section the browser skips while it is
 * far from the screen (content-visibility) takes the new theme only when its style is next read,
 * and its transitions start then: axe would read them at their start, the old theme's colours
 * on the new ground. Reading every element's style first starts them all, for settled() to see.
 */
export async function switchSystemTheme(page: Page, scheme: Scheme) {
  await page.emulateMedia({ colorScheme: scheme });
  await page.evaluate(() => {
    for (const element of document.querySelectorAll("body *")) getComputedStyle(element).color;
  });
  await settled(page);
}

/** Waits until the page has drawn `count` more frames: what a frame's work, or a frame late, would show by then. */
export const nextFrames = (page: Page, count = 2) =>
  page.evaluate(
    (frames) =>
      new Promise<void>((resolve) => {
        const step = (left: number) => (left === 0 ? resolve() : requestAnimationFrame(() => step(left - 1)));
        step(frames);
      }),
    count,
  );

/**
 * Scrolls with the wheel as a visitor does, the pointer over the page's middle. Chromium can
 * drop a wheel sent at (0, 0), under the fixed chrome, in the first frames after a load
 * (3 runs in 100; none in 80 with the pointer over the text).
 */
export async function wheelOverPage(page: Page, deltaY: number) {
  // Chromium can drop a wheel that arrives before the page has drawn a frame (once more in a
  // full run on a loaded machine, the pointer already over the text); a visitor's comes after.
  // A screenshot waits for a drawn frame, and works with JavaScript off, where a script's
  // `requestAnimationFrame` never runs.
  await page.screenshot({ type: "jpeg", quality: 10 });
  const size = page.viewportSize() ?? { width: 390, height: 844 };
  await page.mouse.move(size.width / 2, size.height / 2);
  await page.mouse.wheel(0, deltaY);
}

export const htmlEscaped = (text: string) =>
  text.replaceAll("&", "&amp;").replaceAll("'", "&#x27;").replaceAll('"', "&quot;");

type InboxMessage = { name: string; email: string; message: string; language: string };

/**
 * `npm run inbox -- --json`, without holding the test's event loop: while a synchronous read
 * blocked it, the server closed the test's idle keep-alive connections unseen, and the next
 * fetch went out on a closed one ("other side closed").
 */
const readInbox = async (args: string[]) => {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ["--import", "tsx", "server/inbox/inbox.ts", "--json", ...args],
    { env: { ...process.env, DATA_DIR: e2eDataDir } },
  );
  return JSON.parse(stdout) as InboxMessage[];
};

/** The messages the main e2e server's collector has stored, read with `npm run inbox`. */
export const inbox = () => readInbox([]);

/** The ones it kept as spam (`npm run inbox -- --spam`). */
export const spamInbox = () => readInbox(["--spam"]);

/** The messages the Cloudflare run stored in its local D1, read with `npm run inbox -- --d1`. */
export const d1Inbox = () => readInbox(["--d1", "--persist-to", e2eD1Dir]);

/** What `npm run stats -- --json --days 1` reports of the page-view server (`visitsURL`). */
export const visitStats = async () => {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ["--import", "tsx", "server/visits/stats.ts", "--json", "--days", "1"],
    { env: { ...process.env, DATA_DIR: `${e2eDataDir}/visits` } },
  );
  return JSON.parse(stdout) as StatsReport;
};

/** A frame in the page would need axe's default run, which reaches into frames from other origins. */
function noFrames(page: Page) {
  expect(
    page.frames().map((frame) => frame.url()),
    "frames besides the page's own",
  ).toHaveLength(1);
}

/** What axe finds wrong on the page (or the part `include` selects): each rule, its impact, the first targets. */
export async function axeViolations(page: Page, include?: string, { wholePage = false } = {}) {
  const builder = new AxeBuilder({ page }).options({
    // Lighthouse runs this rule too; axe keeps it off by default as "experimental".
    rules: { "label-content-name-mismatch": { enabled: true } },
    // Every violation in full; what passed is not collected node by node (the run is faster).
    resultTypes: ["violations"],
  });
  // axe.run in the page itself. The default runs axe in each frame and then merges the results
  // in a blank page it opens for each call: 0.7 to 1.5 s a call against 0.3 to 0.6 here. What it
  // adds is reaching into frames from other origins, and our pages have no frames at all
  // (`noFrames` keeps that so; a11y.spec.ts shows this run still finds a fault).
  builder.setLegacyMode();
  noFrames(page);
  if (include) builder.include(include);
  // `wholePage`: a page not scrolled through, drawn whole first. A part drawn only as it comes near
  // (render-when-near, content-visibility) is not laid out off screen, and axe cannot read its
  // colours there: it passed unread (a post's code). A page already walked is drawn; this costs.
  if (wholePage) {
    await page.evaluate(() => {
      for (const part of document.querySelectorAll<HTMLElement>(".render-when-near"))
        part.style.contentVisibility = "visible";
    });
    await settled(page);
  }
  const { violations } = await builder.analyze();
  if (wholePage)
    await page.evaluate(() => {
      for (const part of document.querySelectorAll<HTMLElement>(".render-when-near"))
        part.style.contentVisibility = "";
    });
  return violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    targets: violation.nodes.map((node) => node.target.join(" ")).slice(0, 5),
  }));
}

/** Runs axe on the page (or the part `include` selects) and expects no violation. */
export async function expectNoAxeViolations(page: Page, include?: string, options?: { wholePage?: boolean }) {
  expect(await axeViolations(page, include, options)).toEqual([]);
}

/** A route's module, as React Router's manifest in the page names it (app/lib/navigation/route-scripts.ts). */
export function routeModuleIn(page: Page, routeId: string) {
  type Manifest = { routes: Record<string, { module: string } | undefined> };
  return page.evaluate(
    (id) =>
      (window as unknown as { __reactRouterManifest: Manifest }).__reactRouterManifest.routes[id]?.module,
    routeId,
  );
}

/**
 * Clicks the link, and says where the router stood just before the next frame was drawn:
 * "idle at /" when the navigation had not started. React Router's router (the global it keeps)
 * says whether a navigation has started; a requestAnimationFrame callback runs just before the
 * frame after the click is drawn.
 */
export function clickAndSeeTheNextFrame(link: Locator) {
  return link.evaluate(
    (element) =>
      new Promise<string>((resolve) => {
        type Router = { state: { navigation: { state: string } } };
        const router = (window as unknown as { __reactRouterDataRouter: Router }).__reactRouterDataRouter;
        (element as HTMLAnchorElement).click();
        requestAnimationFrame(() => resolve(`${router.state.navigation.state} at ${location.pathname}`));
      }),
  );
}

/** Opens the search with Ctrl+K and expects a project's name to find its page among the results. */
export async function expectSearchFinds(
  page: Page,
  project: { id: number; name: string } | undefined,
  siteWords: typeof words = words,
  /** A path as the site names it: under its path, for a site built for one. */
  at = (path: string) => path,
) {
  await page.keyboard.press("Control+k");
  await page.getByRole("searchbox", { name: siteWords.search.label }).fill(project?.name ?? "");
  await expect(
    page
      .getByRole("dialog", { name: siteWords.search.name })
      .locator(`a[href="${at(paths.project(project?.id ?? 0))}"]`),
  ).toBeVisible();
}

/**
 * In the page: how far each service title, at the far end of its drift, runs past its row's room
 * before the + (px; above 0 it runs under the +), however long the owner's titles (app.css).
 */
export const serviceOverruns = () =>
  [...document.querySelectorAll<HTMLElement>("#services li")].map((item) => {
    const title = item.querySelector<HTMLElement>(".service-drift");
    const plus = item.querySelector<HTMLElement>(".service-plus");
    const room = title?.offsetParent as HTMLElement | null;
    if (!title || !plus || !room) return Number.NaN;
    const drift = (Number.parseFloat(title.style.getPropertyValue("--drift")) * window.innerWidth) / 100;
    const fromStart =
      getComputedStyle(item).direction === "rtl"
        ? room.clientWidth - title.offsetLeft - title.offsetWidth
        : title.offsetLeft;
    return fromStart + title.offsetWidth + drift - (room.clientWidth - plus.offsetWidth);
  });

/**
 * In the page: the service titles that wrap though their size is above the smallest (1.5rem, app.css):
 * the size is fitted so that the widest title stays on one line (measured as the page sets it).
 */
export const serviceTitlesWrappedAboveTheFloor = () =>
  [...document.querySelectorAll<HTMLElement>("#services .service-drift")]
    .filter((title) => Number.parseFloat(getComputedStyle(title).fontSize) > 24.5)
    .filter((title) => {
      const range = document.createRange();
      range.selectNodeContents(title);
      return new Set([...range.getClientRects()].map((line) => Math.round(line.top))).size > 1;
    })
    .map((title) => title.textContent ?? "");
