import { expect, type Page, test } from "@playwright/test";
import {
  CHROME_PROFILES,
  EXPERIENCE_CARD_HEIGHT_PX,
  PORTFOLIO_SCROLL_DURATION_MS,
  PROJECT_COUNT,
  SERVICE_COUNT,
  STACKING_CARD_MIN_SCALE,
  STACKING_CARD_SCALE_STEP,
  TESTIMONIAL_COUNT,
} from "../../app/constants";
import { PROJECT_ROUTE_ID } from "../../app/lib/navigation/route-scripts";
import { FETCH_AHEAD_MARGIN } from "../../app/lib/use-in-view";
import { PORTFOLIO_SCROLL_MEASURE } from "../../app/motion/scroll-to";
import {
  clickAndSeeTheNextFrame,
  heardAs,
  homeBlocks,
  moreLinkName,
  nextFrames,
  openPastSplash,
  routeModuleIn,
  serviceOverruns,
  serviceTitlesWrappedAboveTheFloor,
} from "./helpers";
import { blockLabel, forEachSite, listsShown, main, onlyForTheSample, words } from "./sites";

const { content } = main;

const columnsOf = async (page: Page) => {
  const boxes = await page
    .getByTestId("project-grid")
    .locator("article")
    .evaluateAll((cards) => cards.map((card) => Math.round(card.getBoundingClientRect().top)));
  return boxes.filter((top) => top === boxes[0]).length;
};

forEachSite((site) => {
  // One visit: the sections, then each list section's entries.
  test("shows the home page's sections in the content's order, each headed one numbered, each list's entries", async ({
    page,
  }) => {
    await openPastSplash(page, "/");
    const h1 = page.getByRole("heading", { level: 1 });
    await expect(h1).toHaveText(site.content.site.hero.lines.join(""));
    expect(await homeBlocks(page)).toEqual(site.blocks.map((block) => blockLabel(site, block)));
    const headings = await page.getByRole("heading", { level: 2 }).allTextContents();
    expect(headings).toEqual(site.headed.map((section) => section.heading));
    const numbers = await page
      .locator("main > section[id] > div:first-child > span[aria-hidden]")
      .allTextContents();
    expect(numbers).toEqual(site.headed.map((_, index) => String(index + 1).padStart(2, "0")));
    const { statement } = site.content.site;
    if (site.blocks.includes("statement") && statement) await expect(page.getByText(statement)).toBeVisible();
    else await expect(page.getByLabel(site.words.a11y.statement)).toHaveCount(0);

    // A content without list sections shows none (the headings above say so); each shown: title, place, date, text and link.
    for (const list of listsShown(site)) {
      const section = page.locator(`section#${list.id}`);
      await expect(section.getByRole("heading", { level: 2 })).toHaveText(list.heading);
      const entries = section.locator("li");
      await expect(entries).toHaveCount(list.entries.length);
      for (const [index, entry] of list.entries.entries()) {
        const item = entries.nth(index);
        await expect(item.getByRole("heading", { level: 3 })).toContainText(entry.title);
        await expect(item).toContainText(entry.date);
        await expect(item).toContainText(entry.text);
        if (entry.place) await expect(item).toContainText(entry.place);
        if (entry.link)
          await expect(item.getByRole("link", { name: new RegExp(entry.title) })).toHaveAttribute(
            "href",
            entry.link,
          );
      }
    }
  });
});

test.describe("home page", () => {
  // One visit, each fact of the sample a step of it.
  test(`the sample's home page is the product's (docs/product.md §2): its sections, ${SERVICE_COUNT} services, ${PROJECT_COUNT} projects, ${TESTIMONIAL_COUNT} testimonials`, async ({
    page,
  }) => {
    onlyForTheSample();
    await openPastSplash(page, "/");
    await test.step("its sections, in the product's order", async () => {
      expect(await homeBlocks(page)).toEqual([
        "section", // hero
        "p", // about
        "services",
        "p", // second paragraph
        "work",
        words.a11y.statement,
        "history",
        words.a11y.techStack,
        "testimonials",
        "contact",
      ]);
      const headings = await page.getByRole("heading", { level: 2 }).allTextContents();
      expect(headings).toEqual([
        "What I do",
        "Some Work I've done",
        "A Little History",
        "A Few Nice Words",
        "Lets Talk!",
      ]);
    });
    // Their names and order are the sample content's own, pinned in app/content/schema.test.ts.
    await test.step("six services, in the content's order", async () => {
      await expect(page.locator("#services li")).toHaveCount(SERVICE_COUNT);
      expect(await page.locator("#services .service-drift").allTextContents()).toEqual(
        content.services.map((service) => service.title),
      );
    });
    await test.step("six projects in two rows of three on a wide screen", async () => {
      await expect(page.getByTestId("project-grid").locator("article")).toHaveCount(PROJECT_COUNT);
      expect(await columnsOf(page)).toBe(3);
    });
    await test.step("the testimonials side by side on a wide screen", async () => {
      const tops = await page
        .locator("#testimonials figure")
        .evaluateAll((figures) => figures.map((figure) => Math.round(figure.getBoundingClientRect().top)));
      expect(tops).toHaveLength(TESTIMONIAL_COUNT);
      expect(new Set(tops).size).toBe(1);
    });
  });

  test("the word-by-word paragraphs are whole sentences for screen readers", async ({ page }) => {
    await openPastSplash(page, "/");
    const about = page.locator("main > p").first();
    await expect(about.locator(".sr-only")).toHaveText(content.site.about);
    await expect(about.locator("[aria-hidden=true] > span")).toHaveCount(
      content.site.about.split(/\s+/).length,
    );
    // The words light up as the paragraph scrolls through the viewport.
    const firstWord = about.locator(".reveal-word").first();
    const before = Number(await firstWord.evaluate((word) => getComputedStyle(word).opacity));
    await about.scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 500);
    await expect
      .poll(async () => Number(await firstWord.evaluate((w) => getComputedStyle(w).opacity)))
      .toBeGreaterThan(before);
  });

  test(`"${content.site.hero.cta}" scrolls to the portfolio over ${PORTFOLIO_SCROLL_DURATION_MS} ms`, async ({
    page,
  }) => {
    await openPastSplash(page, "/");
    const button = page.getByRole("link", { name: content.site.hero.cta });
    // Counted in the page's own frames: from the click to the first frame that moved the page; and
    // timed on its clock, the scroll's own measure, from its first frame to the one that landed.
    const timing = await button.evaluate(async (link, measure) => {
      const target = document.getElementById("work") as HTMLElement;
      const margin = Number.parseFloat(getComputedStyle(target).scrollMarginTop) || 0;
      const padding = Number.parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
      const landing = target.getBoundingClientRect().top + window.scrollY - margin - padding;
      const startY = window.scrollY;
      const frames: Array<{ at: number; y: number }> = [];
      (link as HTMLElement).click();
      await new Promise<void>((resolve) => {
        const tick = (at: number) => {
          frames.push({ at, y: window.scrollY });
          if (Math.abs(window.scrollY - landing) < 0.5) resolve();
          else requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      });
      const moved = frames.findIndex((frame) => frame.y !== startY);
      // The scroll's own measure is written with its last frame, after the last sub-pixel steps.
      await new Promise<void>((resolve) => {
        const ended = () =>
          performance.getEntriesByName(measure).length ? resolve() : requestAnimationFrame(ended);
        ended();
      });
      const [scroll] = performance.getEntriesByName(measure);
      if (!scroll)
        return { framesBeforeMoving: Number.NaN, duration: Number.NaN, frameBeforeLanding: Number.NaN };
      // The frames' times are the scroll's own: both come from requestAnimationFrame in the same frames.
      const landedAt = scroll.startTime + scroll.duration;
      const before = frames.filter((frame) => frame.at < landedAt).at(-1)?.at ?? Number.NaN;
      return {
        framesBeforeMoving: moved < 0 ? Number.NaN : moved,
        duration: scroll.duration,
        frameBeforeLanding: before - scroll.startTime,
      };
    }, PORTFOLIO_SCROLL_MEASURE);
    // It moves at once: within the frames its ease-in shows nothing (its first pixel takes about six frames
    // at 60 Hz), counted in frames, not milliseconds, so a loaded machine's slow frames do not
    // count against it. It lands 2 s after its first frame: in the first frame at or after 2 s,
    // however late a busy machine draws that frame.
    expect(timing.framesBeforeMoving).toBeLessThanOrEqual(24);
    expect(timing.duration).toBeGreaterThanOrEqual(PORTFOLIO_SCROLL_DURATION_MS);
    expect(timing.frameBeforeLanding).toBeLessThan(PORTFOLIO_SCROLL_DURATION_MS);
    await expect(page).toHaveURL(/#work$/);
    // It lands with Work at the top, clear of the band behind the fixed chrome: no section above it
    // waits to be drawn (render-when-near), whose estimated height would move Work on the way.
    const offset = await page.locator("#work").evaluate((work) => {
      const margin = Number.parseFloat(getComputedStyle(work).scrollMarginTop);
      const padding = Number.parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop);
      return work.getBoundingClientRect().top - margin - padding;
    });
    expect(Math.abs(offset)).toBeLessThan(2);
  });
});

const descriptionOf = (page: Page, title: string) => page.getByRole("button", { name: title, exact: true });

forEachSite((site) => {
  test("lists the services, each revealing its description on hover, each title whole in its row", async ({
    page,
  }) => {
    test.skip(site.content.services.length === 0, "the content has no services");
    await openPastSplash(page, "/");
    const rows = page.locator("#services li");
    await expect(rows).toHaveCount(site.content.services.length);
    // However long the owner's titles, each fits its row beside its number and its +, at the
    // far end of its drift (app.css).
    await page.locator("#services").scrollIntoViewIfNeeded();
    for (const overrun of await page.evaluate(serviceOverruns)) expect(overrun).toBeLessThanOrEqual(0);
    expect(
      await page.evaluate(serviceTitlesWrappedAboveTheFloor),
      "titles wrapped at a size they fit below",
    ).toEqual([]);
    for (const service of site.content.services) {
      const button = descriptionOf(page, service.title);
      await expect(button).toHaveAttribute("aria-expanded", "false");
      await button.hover();
      await expect(button).toHaveAttribute("aria-expanded", "true");
      const description = page.getByText(service.description);
      await expect
        .poll(() => description.evaluate((el) => getComputedStyle(el.parentElement as Element).opacity))
        .toBe("1");
    }
  });
});

test.describe("What I do", () => {
  test.skip(content.services.length < 2, "the content has fewer than two services");
  const [first, second] = content.services;
  const last = content.services.at(-1);

  test("reveals on keyboard focus too", async ({ page }) => {
    await openPastSplash(page, "/");
    const one = descriptionOf(page, first?.title ?? "");
    await one.focus();
    await expect(one).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    await expect(one).toHaveAttribute("aria-expanded", "false");
    await expect(descriptionOf(page, second?.title ?? "")).toHaveAttribute("aria-expanded", "true");
  });

  test.describe("on a touch screen", () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    test("a tap reveals the description, another hides it", async ({ page }) => {
      await openPastSplash(page, "/");
      const toggle = descriptionOf(page, last?.title ?? "");
      await toggle.scrollIntoViewIfNeeded();
      await toggle.tap();
      await expect(toggle).toHaveAttribute("aria-expanded", "true");
      await toggle.tap();
      await expect(toggle).toHaveAttribute("aria-expanded", "false");
    });

    test("the + turns in the tap's own frame, the title and description move from the next", async ({
      page,
    }) => {
      await openPastSplash(page, "/");
      const toggle = descriptionOf(page, first?.title ?? "");
      await toggle.scrollIntoViewIfNeeded();
      // A requestAnimationFrame callback runs before the frame after the click is drawn; asking
      // for an element's animations there styles it as that frame will.
      const firstFrame = await toggle.evaluate(
        (button) =>
          new Promise<Record<"plus" | "title" | "description", boolean>>((resolve) => {
            const row = button.closest("li") as HTMLElement;
            const moving = (selector: string) =>
              (row.querySelector(selector)?.getAnimations() ?? []).length > 0;
            (button as HTMLButtonElement).click();
            requestAnimationFrame(() =>
              resolve({
                plus: moving(".service-plus"),
                title: moving(".service-title"),
                description: moving(".service-description"),
              }),
            );
          }),
      );
      expect(firstFrame).toEqual({ plus: true, title: false, description: false });
      const description = page.getByText(first?.description ?? "");
      await expect
        .poll(() => description.evaluate((el) => getComputedStyle(el.parentElement as Element).opacity))
        .toBe("1");
    });
  });
});

/** The columns a row of `count` cards takes on a wide screen: one wide, two or four in twos, else threes. */
const wideColumns = (count: number) => (count === 1 ? 1 : count === 2 || count === 4 ? 2 : 3);

forEachSite((site) => {
  const count = site.content.projects.length;
  for (const [width, columns] of [
    [390, 1],
    [800, Math.min(2, count)],
    [1440, wideColumns(count)],
  ] as const) {
    test(`shows its ${count} projects in ${columns} column(s) at ${width} px, the last row centred`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await openPastSplash(page, "/");
      const cards = page.getByTestId("project-grid").locator("article");
      await expect(cards).toHaveCount(count);
      expect(await columnsOf(page)).toBe(columns);
      // A short last row stands in the middle, not against an empty column: as much room on
      // either side of it, whichever way the page reads.
      const grid = await page.getByTestId("project-grid").boundingBox();
      const lastRow = count % columns || columns;
      const boxes = await Promise.all(
        Array.from({ length: lastRow }, (_, index) => cards.nth(count - lastRow + index).boundingBox()),
      );
      expect(new Set(boxes.map((box) => Math.round(box?.y ?? 0))).size).toBe(1);
      const rowStart = Math.min(...boxes.map((box) => box?.x ?? 0));
      const rowEnd = Math.max(...boxes.map((box) => (box?.x ?? 0) + (box?.width ?? 0)));
      const before = rowStart - (grid?.x ?? 0);
      const after = (grid?.x ?? 0) + (grid?.width ?? 0) - rowEnd;
      expect(Math.abs(before - after)).toBeLessThan(2);
    });
  }
});

test.describe("rows of cards for any count", () => {
  /**
   * In the page: keeps the first `count` cards of a row container, with the count it names as an
   * owner's content of that many would, and reports each card's box.
   */
  const keepCards = (container: Element, count: number) => {
    for (const extra of [...container.children].slice(count)) extra.remove();
    container.setAttribute("data-count", String(count));
    return [...container.children].map((card) => {
      const box = card.getBoundingClientRect();
      return { top: Math.round(box.top), left: box.left, width: box.width };
    });
  };

  for (const [width, expected] of [
    // Cards per row for 1, 2, 4 and 5 cards: one stands wide, two and four in twos, five in a three and a two.
    [1440, { 1: [1], 2: [2], 4: [2, 2], 5: [3, 2] }],
    [800, { 1: [1], 2: [2], 4: [2, 2], 5: [2, 2, 1] }],
  ] as const) {
    test(`the projects at ${width} px: no lone empty column, the last row centred`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await openPastSplash(page, "/");
      const grid = page.getByTestId("project-grid");
      const gridBox = await grid.boundingBox();
      // Up to five, from the content's own: copies of its first card where it has fewer.
      await grid.evaluate((container) => {
        while (container.children.length < 5)
          container.append(container.children[0]?.cloneNode(true) as Node);
      });
      for (const count of [5, 4, 2, 1] as const) {
        const cards = await grid.evaluate(keepCards, count);
        const rows = [...new Set(cards.map((card) => card.top))].map(
          (top) => cards.filter((card) => card.top === top).length,
        );
        expect(rows, `${count} cards`).toEqual(expected[count]);
        // Each row is centred: as much room on its left as on its right.
        for (const top of new Set(cards.map((card) => card.top))) {
          const row = cards.filter((card) => card.top === top);
          const left = (row[0]?.left ?? 0) - (gridBox?.x ?? 0);
          const last = row.at(-1);
          const right = (gridBox?.x ?? 0) + (gridBox?.width ?? 0) - ((last?.left ?? 0) + (last?.width ?? 0));
          expect(Math.abs(left - right), `${count} cards, the row at ${top}`).toBeLessThan(2);
        }
        if (count === 1) expect(cards[0]?.width ?? 0).toBeLessThan(gridBox?.width ?? 0);
      }
    });
  }

  test("the testimonials at 1440 px: one wide, two and four in twos, five in a three and a two", async ({
    page,
  }) => {
    test.skip(content.testimonials.length === 0, "the content has no testimonials");
    await openPastSplash(page, "/");
    const row = page.locator("#testimonials .card-rows");
    // Up to five, from the content's own: copies of its first one.
    await row.evaluate((container) => {
      while (container.children.length < 5) container.append(container.children[0]?.cloneNode(true) as Node);
    });
    const expected = { 5: [3, 2], 4: [2, 2], 2: [2], 1: [1] } as const;
    for (const count of [5, 4, 2, 1] as const) {
      const cards = await row.evaluate(keepCards, count);
      const rows = [...new Set(cards.map((card) => card.top))].map(
        (top) => cards.filter((card) => card.top === top).length,
      );
      expect(rows, `${count} testimonials`).toEqual(expected[count]);
    }
  });
});

test.describe("Some Work I've done", () => {
  test("MORE scrolls to the top and opens the project", async ({ page }) => {
    const project = content.projects[1] ?? content.projects[0];
    await openPastSplash(page, "/");
    const more = page.getByRole("link", { name: moreLinkName(words, project?.name) });
    await more.scrollIntoViewIfNeeded();
    await more.click();
    await expect(page).toHaveURL(`/project/${project?.id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(project?.name ?? "");
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("the tap's own frame is drawn before the page starts to flow into the project's", async ({ page }) => {
    await openPastSplash(page, "/");
    const more = page.getByRole("link", { name: moreLinkName(words, content.projects[0]?.name) });
    await more.scrollIntoViewIfNeeded();
    const beforeThatFrame = await clickAndSeeTheNextFrame(more);
    expect(beforeThatFrame).toBe("idle at /");
    await expect(page).toHaveURL(`/project/${content.projects[0]?.id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(content.projects[0]?.name ?? "");
  });

  test("fetches the project page's scripts as the projects come near, so opening one fetches none", async ({
    page,
  }) => {
    const fetched: string[] = [];
    page.on("request", (request) => fetched.push(new URL(request.url()).pathname));
    await openPastSplash(page, "/");
    const projectModule = await routeModuleIn(page, PROJECT_ROUTE_ID);
    expect(projectModule).toMatch(/\.js$/);
    const fetchesOfIt = () => fetched.filter((path) => path === projectModule).length;
    // Not before the cards come near, unless the owner placed Work near the top: then at once.
    const ahead = Number.parseFloat(FETCH_AHEAD_MARGIN.split(" ")[2] ?? "0");
    const nearAtOnce = await page
      .getByTestId("project-grid")
      .evaluate((grid, px) => grid.getBoundingClientRect().top < window.innerHeight + px, ahead);
    if (!nearAtOnce) expect(fetchesOfIt()).toBe(0);
    const project = content.projects[0];
    const more = page.getByRole("link", { name: moreLinkName(words, project?.name) });
    await more.scrollIntoViewIfNeeded();
    await expect.poll(fetchesOfIt).toBe(1);
    await more.click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(project?.name ?? "");
    expect(fetchesOfIt()).toBe(1);
  });

  const lastProject = content.projects.at(-1);

  test("under 640 px a tap anywhere on the card opens the project", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openPastSplash(page, "/");
    const description = page.getByText(lastProject?.description ?? "");
    await description.scrollIntoViewIfNeeded();
    await description.click();
    await expect(page).toHaveURL(`/project/${lastProject?.id}`);
  });

  test("from 640 px on only MORE opens the project", async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 900 });
    await openPastSplash(page, "/");
    const description = page.getByText(lastProject?.description ?? "");
    await description.scrollIntoViewIfNeeded();
    await description.click();
    // A card opens its project once the tap's frame is drawn (decision 057): two frames on, it would have.
    await nextFrames(page, 3);
    await expect(page).toHaveURL("/");
  });

  test("each card is an article with its name, description and image", async ({ page }) => {
    await openPastSplash(page, "/");
    for (const project of content.projects) {
      const card = page.getByRole("article", { name: project.name });
      await expect(card.getByRole("img", { name: project.srcAlt })).toHaveCount(1);
      await expect(card.getByText(project.description)).toHaveCount(1);
      // It enters after its own viewDelay.
      const delay = await card.evaluate(
        (el) => getComputedStyle(el.closest("[data-reveal]") as Element).transitionDelay,
      );
      expect(delay.split(", ")[0]).toBe(`${project.viewDelay}s`);
    }
  });
});

test.describe("statement particles", () => {
  test("load only as the section approaches, and can be paused", async ({ page }) => {
    test.skip(!main.blocks.includes("statement"), "the home page shows no statement");
    await openPastSplash(page, "/");
    await expect(page.locator("#statement-particles canvas")).toHaveCount(0);
    await page.getByLabel(words.a11y.statement).scrollIntoViewIfNeeded();
    await expect(page.locator("#statement-particles canvas")).toHaveCount(1);
    // The spec's click adds PARTICLES_ADDED_PER_CLICK, and hover repulses: over the field only.
    // Listening on the whole document, a tap anywhere on the page (a project card) pushed
    // particles into a field out of sight. The field starts listening once it has started,
    // a moment after its canvas appears.
    const cdp = await page.context().newCDPSession(page);
    const canvasListeners = async () => {
      const { result } = await cdp.send("Runtime.evaluate", {
        expression: "document.querySelector('#statement-particles canvas')",
      });
      const { listeners } = await cdp.send("DOMDebugger.getEventListeners", {
        objectId: result.objectId ?? "",
      });
      return listeners.map((listener) => listener.type);
    };
    await expect.poll(canvasListeners).toEqual(expect.arrayContaining(["pointermove", "pointerup"]));
    const pause = page.getByRole("button", { name: words.a11y.pauseParticles });
    await pause.click();
    await expect(page.getByRole("button", { name: words.a11y.playParticles })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
  });
});

forEachSite((site) => {
  const count = site.content.experiences.length;
  test(`stacks its ${count} roles as sticky ${EXPERIENCE_CARD_HEIGHT_PX} px cards that shrink beneath new ones`, async ({
    page,
  }) => {
    test.skip(count === 0, "the content has no roles");
    await openPastSplash(page, "/");
    const cards = page.locator("#history article");
    await expect(cards).toHaveCount(count);
    for (const card of await cards.all()) {
      expect((await card.boundingBox())?.height).toBeCloseTo(EXPERIENCE_CARD_HEIGHT_PX, 0);
      expect(await card.evaluate((el) => getComputedStyle(el.parentElement as Element).position)).toBe(
        "sticky",
      );
    }
    for (const experience of site.content.experiences) {
      const card = page.getByRole("article", { name: experience.title });
      await expect(card.getByRole("link", { name: new RegExp(experience.company) })).toHaveAttribute(
        "href",
        experience.companyLink,
      );
      await expect(card.getByText(experience.year)).toBeVisible();
    }

    // Scroll until the last card has landed: the first has shrunk by one step per card above it.
    // Sections far off screen are laid out only when near (content-visibility), at a placeholder
    // height until then: the list is brought on screen first, so that it is laid out (and keeps
    // its size), then aimed at again until its bottom meets the viewport's.
    const list = page.locator("#history ol");
    await list.evaluate((element) => element.scrollIntoView({ behavior: "instant" }));
    await expect
      .poll(() =>
        list.evaluate((element) => {
          const offset = element.getBoundingClientRect().bottom - window.innerHeight;
          if (Math.abs(offset) > 1) window.scrollBy({ top: offset, behavior: "instant" });
          return Math.abs(offset) <= 1;
        }),
      )
      .toBe(true);
    // A long stack stops shrinking its first cards at the floor, so every card stays legible.
    const scaleOf = (index: number) => cards.nth(index).evaluate((el) => Number(getComputedStyle(el).scale));
    await expect
      .poll(() => scaleOf(0))
      .toBeCloseTo(Math.max(STACKING_CARD_MIN_SCALE, 1 - STACKING_CARD_SCALE_STEP * (count - 1)), 2);
    await expect.poll(() => scaleOf(count - 1)).toBeCloseTo(1, 2);
    // The last card stops with its text on the screen.
    const lastText = cards.last().locator("p").last();
    expect(await lastText.evaluate((text) => text.getBoundingClientRect().bottom <= window.innerHeight)).toBe(
      true,
    );
  });

  test("the marquee lists the stack, fills the screen however few the tools, and pauses on hover", async ({
    page,
  }) => {
    test.skip(site.content.techStack.length === 0, "the content has no tools");
    await openPastSplash(page, "/");
    const marquee = page.getByLabel(site.words.a11y.techStack);
    for (const tech of site.content.techStack)
      await expect(marquee.getByText(tech.name).first()).toBeVisible();
    await marquee.scrollIntoViewIfNeeded();
    // Half the track, what slides by before it starts again, is at least as wide as the screen:
    // no gap slides through.
    const halfWidth = await marquee.locator(".marquee-track").evaluate((track) => track.scrollWidth / 2);
    expect(halfWidth).toBeGreaterThanOrEqual(page.viewportSize()?.width ?? 0);
    const track = marquee.locator(".marquee-track");
    await expect.poll(() => track.evaluate((el) => getComputedStyle(el).animationPlayState)).toBe("running");
    // The track never stands still, so point by coordinates: at the screen's middle, which the
    // track always spans (its half is as wide as the screen). A point near the track's own left
    // edge leaves the screen once the track has slid a few seconds on a slow machine.
    const box = await track.boundingBox();
    await page.mouse.move((page.viewportSize()?.width ?? 0) / 2, (box?.y ?? 0) + (box?.height ?? 0) / 2);
    await expect.poll(() => track.evaluate((el) => getComputedStyle(el).animationPlayState)).toBe("paused");
    await page.mouse.move(0, 0);
    await marquee.getByRole("button", { name: site.words.a11y.pauseMarquee }).click();
    await page.mouse.move(0, 0);
    await expect.poll(() => track.evaluate((el) => getComputedStyle(el).animationPlayState)).toBe("paused");
  });
});

test.describe("A Few Nice Words", () => {
  test("shows the testimonials as figures with quote and caption", async ({ page }) => {
    test.skip(content.testimonials.length === 0, "the content has no testimonials");
    await openPastSplash(page, "/");
    const figures = page.locator("#testimonials figure");
    await expect(figures).toHaveCount(content.testimonials.length);
    for (const [index, testimonial] of content.testimonials.entries()) {
      const figure = figures.nth(index);
      await expect(figure.locator("blockquote")).toHaveText(testimonial.description);
      const caption = figure.locator("figcaption");
      await expect(caption).toContainText(testimonial.name);
      await expect(caption).toContainText(testimonial.title);
      await expect(caption.locator("img")).toHaveCount(1);
      await expect(caption.getByRole("link")).toHaveAttribute("href", testimonial.link);
    }
  });
});

test.describe("social links", () => {
  test("stay on screen while the page scrolls and open in a new tab", async ({ page }) => {
    await openPastSplash(page, "/");
    const nav = page.getByRole("navigation", { name: words.a11y.socialProfiles });
    // As many as fit beside MENU on a wide screen; the menu holds them all.
    const shown = content.socialLinks.slice(0, CHROME_PROFILES.wide);
    await expect(nav.getByRole("link")).toHaveCount(shown.length);
    for (const link of shown) {
      // rel="me": the profile (Mastodon, IndieWeb) can verify that this site is its owner's.
      if (link.href.startsWith("mailto:")) {
        const anchor = nav.getByRole("link", { name: link.label, exact: true });
        await expect(anchor).toHaveAttribute("href", link.href);
        await expect(anchor).toHaveAttribute("rel", "me");
        continue;
      }
      const anchor = nav.getByRole("link", { name: heardAs(link.label, words.a11y.opensInNewTab) });
      await expect(anchor).toHaveAttribute("href", link.href);
      await expect(anchor).toHaveAttribute("target", "_blank");
      await expect(anchor).toHaveAttribute("rel", "me noopener noreferrer");
    }
    await page.mouse.wheel(0, 4000);
    await expect(nav).toBeInViewport();
  });
});

test.describe("menu", () => {
  test("opens full screen, holds focus, closes on Escape and returns focus", async ({ page }) => {
    await openPastSplash(page, "/");
    const button = page.getByRole("button", { name: words.menu.name });
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await button.click();
    await expect(button).toHaveAttribute("aria-expanded", "true");
    const menu = page.getByRole("dialog", { name: words.menu.name });
    await expect(menu).toBeVisible();
    // The page beneath does not scroll: not by wheel over the menu, nor by keys inside it.
    await page.mouse.move(200, 400);
    await page.mouse.wheel(0, 800);
    await menu.getByRole("link").first().focus();
    await page.keyboard.press("PageDown");
    await page.keyboard.press("ArrowDown");
    // A scroll would have started by the next frames; none does.
    await nextFrames(page, 3);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    // Tab through more than every control, both ways: focus never leaves the menu.
    for (const key of ["Tab", "Shift+Tab"]) {
      for (let i = 0; i < 12; i++) {
        await page.keyboard.press(key);
        expect(await menu.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
      }
    }

    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(button).toBeFocused();
  });

  test("focus moves once, straight to Close, each time it opens", async ({ page }) => {
    await openPastSplash(page, "/");
    await page.evaluate(() => {
      const focused: string[] = [];
      (window as unknown as { focused: string[] }).focused = focused;
      document.addEventListener("focusin", (event) => focused.push((event.target as Element).tagName));
    });
    const menu = page.locator("#site-menu");
    for (const round of ["first", "again"]) {
      await page.evaluate(() => {
        (window as unknown as { focused: string[] }).focused.length = 0;
      });
      await page.getByRole("button", { name: words.menu.name }).click();
      await expect(page.getByRole("button", { name: words.menu.close })).toBeFocused();
      const focused = await page.evaluate(() => (window as unknown as { focused: string[] }).focused);
      expect(focused, round).not.toContain("DIALOG");
      await page.keyboard.press("Escape");
      await expect(menu).toBeHidden();
    }
  });

  for (const reducedMotion of ["no-preference", "reduce"] as const) {
    test(`draws its contents in the tap's frame only without motion to hide them (${reducedMotion})`, async ({
      page,
    }) => {
      await page.emulateMedia({ reducedMotion });
      await openPastSplash(page, "/");
      // What the first frame after the tap shows: a requestAnimationFrame callback runs
      // before that frame is drawn, after the click's work.
      const firstFrame = await page.evaluate(
        () =>
          new Promise<{ menu: boolean; contents: boolean }>((resolve) => {
            document.querySelector<HTMLButtonElement>('button[aria-controls="site-menu"]')?.click();
            requestAnimationFrame(() => {
              const menu = document.getElementById("site-menu");
              const close = menu?.querySelector("button");
              resolve({ menu: !!menu?.checkVisibility(), contents: !!close?.checkVisibility() });
            });
          }),
      );
      // While the menu fades in from transparent, its contents wait a frame (app.css).
      expect(firstFrame).toEqual({ menu: true, contents: reducedMotion === "reduce" });
      const close = page.getByRole("button", { name: words.menu.close });
      await expect(close).toBeVisible();
      await expect(close).toBeFocused();
    });
  }

  test("the close control closes it", async ({ page }) => {
    await openPastSplash(page, "/");
    await page.getByRole("button", { name: words.menu.name }).click();
    await page.getByRole("button", { name: words.menu.close }).click();
    await expect(page.getByRole("dialog", { name: words.menu.name })).toBeHidden();
    await expect(page.getByRole("button", { name: words.menu.name })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
    // Opened again, its contents (skipped while it was closed) are all there and reachable.
    await page.getByRole("button", { name: words.menu.name }).click();
    const links = page
      .getByRole("dialog", { name: words.menu.name })
      .getByRole("navigation")
      .getByRole("link");
    await expect(links).toHaveCount(main.headed.length);
    for (const link of await links.all()) await expect(link).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(links.first()).toBeFocused();
  });
});

forEachSite((site) => {
  test("the menu links every headed section, in page order, and closes when one is chosen", async ({
    page,
  }) => {
    await openPastSplash(page, "/");
    await page.getByRole("button", { name: site.words.menu.name }).click();
    const menu = page.getByRole("dialog", { name: site.words.menu.name });
    for (const link of site.content.socialLinks) {
      await expect(menu.getByRole("link", { name: new RegExp(link.label) })).toHaveAttribute(
        "href",
        link.href,
      );
    }
    const links = menu.getByRole("navigation", { name: site.words.menu.sections }).getByRole("link");
    expect(await links.allTextContents()).toEqual(
      site.headed.map((section, index) => `${String(index + 1).padStart(2, "0")}${section.heading}`),
    );
    // The one below Work, when there is one: it waits to be laid out until near.
    const chosen = site.headed.at(-2) ?? site.headed[0];
    await menu.getByRole("link", { name: chosen?.heading, exact: true }).click();
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`#${chosen?.id}$`));
    await expect(page.locator(`#${chosen?.id}-heading`)).toBeInViewport();
  });
});

test.describe("menu between pages", () => {
  test("a new page closes it: open on a project page, Back finds it closed", async ({ page }) => {
    await openPastSplash(page, "/");
    const project = content.projects[1] ?? content.projects[0];
    const more = page.getByRole("link", { name: moreLinkName(words, project?.name) });
    await more.scrollIntoViewIfNeeded();
    await more.click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(project?.name ?? "");
    await page.getByRole("button", { name: words.menu.name }).click();
    await expect(page.getByRole("dialog", { name: words.menu.name })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL("/");
    await expect(page.getByRole("dialog", { name: words.menu.name })).toBeHidden();
    await expect(page.getByRole("button", { name: words.menu.name })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
  });
});

test.describe("after a quick scroll", () => {
  test("no reveal is left running in a section that went off-screen half-way through it", async ({
    page,
  }) => {
    // The testimonials, low on the page, or else the projects: both wait until near to be drawn.
    const revealing = content.testimonials.length > 0 ? "#testimonials" : "#work";
    await openPastSplash(page, "/");
    // To that section, so its reveals start, and straight back before they end.
    await page.locator(revealing).evaluate((section) => section.scrollIntoView({ behavior: "instant" }));
    await expect(page.locator(`${revealing} [data-reveal][data-shown]`).first()).toBeAttached();
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
    // A transition left in a section that is no longer rendered keeps running, and the page
    // drawing frames, for ever: every one has to end (a reveal's is 0.7 s).
    await expect
      .poll(() =>
        page.evaluate(
          () => document.getAnimations().filter((animation) => animation instanceof CSSTransition).length,
        ),
      )
      .toBe(0);
  });
});
