import { expect, type Page, test } from "@playwright/test";
import { content } from "./expected-content";
import { homeBlocks, noteScrollAtNextClick, openPastSplash } from "./helpers";

const project = content.projects[1];

/**
 * In the page, before it starts: every view transition the page starts is noted once it
 * runs, with its path and whether the project image moved in it as one element.
 */
function noteViewTransitions(projectId: number) {
  const seen: string[] = [];
  Object.assign(window, { viewTransitionsSeen: seen });
  const start = document.startViewTransition?.bind(document);
  if (!start) return;
  // React calls it with an object ({ update, types }); a bare callback is the older form.
  document.startViewTransition = ((options: ViewTransitionUpdateCallback | StartViewTransitionOptions) => {
    const { update, ...rest } = typeof options === "function" ? { update: options } : options;
    let scrolledAtCapture = Number.NaN;
    const transition = start({
      ...rest,
      update: () => {
        scrolledAtCapture = window.scrollY;
        return update?.();
      },
    });
    transition.ready
      .then(() => {
        const image = document
          .getAnimations()
          .find(
            (animation) =>
              (animation.effect as KeyframeEffect | null)?.pseudoElement ===
              `::view-transition-group(project-${projectId}-image)`,
          );
        // Where the image starts: the old page's box, as the browser captured it. It has to be
        // in sight, or the old page was captured somewhere other than where the visitor was.
        const from = (image?.effect as KeyframeEffect | undefined)?.getKeyframes()[0]?.transform;
        const startY = Number(
          String(from)
            .match(/matrix\(([^)]+)\)/)?.[1]
            ?.split(",")[5],
        );
        const inSight = startY >= 0 && startY < window.innerHeight;
        // Out of sight, the note says where, to tell a stray scroll from a capture made elsewhere.
        const where = inSight
          ? "where it was seen"
          : `out of sight: ${from}, the old page captured scrolled to ${scrolledAtCapture}`;
        seen.push(`${location.pathname}${image ? ` (the image moves from ${where})` : ""}`);
      })
      .catch(() => seen.push(`${location.pathname} (skipped)`));
    return transition;
  }) as typeof document.startViewTransition;
}

const transitionsSeen = (page: Page) =>
  page.evaluate(() => (window as unknown as { viewTransitionsSeen: string[] }).viewTransitionsSeen);

/** Opens the project from its card's MORE, where the card is, then goes back, checking the product's scrolling. */
async function openAndGoBack(page: Page) {
  await openPastSplash(page, "/");
  const blocksBefore = await homeBlocks(page);
  const more = page.getByRole("link", { name: `MORE about ${project?.name}` });
  // The whole card in sight, its image too: the image moves only between places in sight.
  await more.evaluate((link) => link.closest("article")?.scrollIntoView({ block: "center" }));
  const scrolledAtClick = await noteScrollAtNextClick(page);
  // On a slow phone (the bench's 4×) what runs between the tap and the browser's capture of
  // the old page takes long enough for a stray scroll to land first.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await more.click();
  await expect(page).toHaveURL(`/project/${project?.id}`);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(project?.name ?? "");
  // The product's scroll to the top still happens (docs/product.md §4).
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  const scrolledTo = await scrolledAtClick();

  await page.getByRole("link", { name: "Go Back" }).first().click();
  await expect(page).toHaveURL("/");
  // Back lands where the visitor was.
  await expect
    .poll(async () => Math.abs((await page.evaluate(() => window.scrollY)) - scrolledTo))
    .toBeLessThan(400);
  expect(scrolledTo).toBeGreaterThan(1000);
  // The blocks below Work, drawn after the transition when it flowed, are all there again.
  await expect.poll(() => homeBlocks(page)).toEqual(blocksBefore);
}

test.describe("pages flow into each other", () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.addInitScript(noteViewTransitions, project?.id ?? 0);
  });

  test("opening a project and going back are view transitions, the image moving between card and header", async ({
    page,
  }) => {
    await openAndGoBack(page);
    await expect
      .poll(() => transitionsSeen(page))
      .toEqual([
        `/project/${project?.id} (the image moves from where it was seen)`,
        "/ (the image moves from where it was seen)",
      ]);
  });

  test("with reduced motion they are plain cuts", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await openAndGoBack(page);
    expect(await transitionsSeen(page)).toEqual([]);
  });
});
