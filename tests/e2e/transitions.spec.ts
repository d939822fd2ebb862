import { expect, type Page, test } from "@playwright/test";
import type { Project } from "~/content/schema";
import { homeBlocks, moreLinkName, noteScrollAtNextClick, openPastSplash, settled } from "./helpers";
import { forEachSite, type Site } from "./sites";

/**
 * In the page, before it starts: notes each page that arrives from another, with whether its
 * `main` fades in and whether the project image flies to it from a place in sight. Each is
 * read as it happens (a mutation observer's callback, right after the script that made it), not
 * a frame later: a frame on a loaded machine can come after the 500 ms flight has landed.
 */
function noteArrivals(projectId: number) {
  const seen: string[] = [];
  Object.assign(window, { arrivalsSeen: seen });
  // The fade starts as the new page is committed (a layout effect), in the same task.
  const fadesIn = (main: Element) =>
    main.getAnimations().some((animation) => {
      const frames = (animation.effect as KeyframeEffect | null)?.getKeyframes() ?? [];
      return frames[0]?.opacity === "0";
    });
  // The flight starts as its copy is added: where the image starts is the copy's box, moved by
  // the flight's first frame. It has to be in sight, or it flies from somewhere other than where
  // the visitor saw it.
  const startsInSight = (copy: HTMLImageElement) => {
    const flight = copy.getAnimations()[0]?.effect as KeyframeEffect | undefined;
    const [dx, dy, scale] = (String(flight?.getKeyframes()[0]?.transform).match(/-?[\d.]+/g) ?? []).map(
      Number,
    );
    const box = copy.getBoundingClientRect();
    const startTop = box.top + (dy ?? Number.NaN);
    const inSight =
      startTop + box.height * (scale ?? 1) > 0 && startTop < window.innerHeight && Number.isFinite(dx);
    return inSight ? "where it was seen" : `out of sight: ${startTop}`;
  };
  let last: Element | null = null;
  const watch = () => {
    const main = document.getElementById("main");
    if (main && last && main !== last) seen.push(`${location.pathname}${fadesIn(main) ? " fades in" : ""}`);
    if (main) last = main;
    const copy = document.querySelector<HTMLImageElement>(
      `img[data-flight="${projectId}"]:not([data-noted])`,
    );
    if (copy) {
      copy.dataset.noted = "";
      seen[seen.length - 1] += ` (the image flies from ${startsInSight(copy)})`;
    }
  };
  new MutationObserver(watch).observe(document, { childList: true, subtree: true });
}

const arrivalsSeen = (page: Page) =>
  page.evaluate(() => (window as unknown as { arrivalsSeen: string[] }).arrivalsSeen);

/** Opens the project from its card's MORE, where the card is, then goes back, checking the product's scrolling. */
async function openAndGoBack(page: Page, site: Site, project: Project | undefined) {
  await openPastSplash(page, "/");
  const blocksBefore = await homeBlocks(page);
  const more = page.getByRole("link", { name: moreLinkName(site.words, project?.name) });
  // The whole card in sight, its image too: the image moves only between places in sight.
  await more.evaluate((link) => link.closest("article")?.scrollIntoView({ block: "center" }));
  // The card rises into place as it comes into view (Reveal). A visitor taps it where it stays;
  // a click while it still moves has Playwright scroll the link to the top, the image out of sight.
  await expect(more.locator("xpath=ancestor::*[@data-reveal]")).toHaveAttribute("data-shown");
  await settled(page);
  const scrolledAtClick = await noteScrollAtNextClick(page);
  // On a slow phone (the bench's 4×) what runs between the tap and the new page's arrival
  // takes long enough for a stray scroll to land first.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await more.click();
  // At 4× with another browser on the other core, the project page's module can take seconds to run.
  await expect(page).toHaveURL(`/project/${project?.id}`, { timeout: 15_000 });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(project?.name ?? "");
  // The product's scroll to the top still happens (docs/product.md §4).
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  const scrolledTo = await scrolledAtClick();

  await page.getByRole("link", { name: site.words.project.goBack }).first().click();
  await expect(page).toHaveURL("/");
  // Back lands where the visitor was.
  await expect
    .poll(async () => Math.abs((await page.evaluate(() => window.scrollY)) - scrolledTo))
    .toBeLessThan(400);
  expect(scrolledTo).toBeGreaterThan(1000);
  // The blocks around Work, drawn once the page has arrived, are all there again.
  await expect.poll(() => homeBlocks(page)).toEqual(blocksBefore);
}

forEachSite((site) => {
  const project = site.content.projects[1] ?? site.content.projects[0];

  test.describe("pages flow into each other", () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.addInitScript(noteArrivals, project?.id ?? 0);
    });

    test("opening a project and going back fade the new page in, the image flying between card and header", async ({
      page,
    }) => {
      await openAndGoBack(page, site, project);
      await expect
        .poll(() => arrivalsSeen(page))
        .toEqual([
          `/project/${project?.id} fades in (the image flies from where it was seen)`,
          "/ fades in (the image flies from where it was seen)",
        ]);
      // Landed, nothing of the flight is left over the page, and the image is shown.
      await expect(page.locator("img[data-flight]")).toHaveCount(0);
      await expect(page.locator("#work article img").nth(1)).toBeVisible();
    });

    test("with reduced motion they are plain cuts", async ({ page }) => {
      await page.emulateMedia({ reducedMotion: "reduce" });
      await openAndGoBack(page, site, project);
      expect(await arrivalsSeen(page)).toEqual([`/project/${project?.id}`, "/"]);
    });
  });
});
