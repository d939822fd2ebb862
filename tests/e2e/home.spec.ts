import { expect, type Page, test } from "@playwright/test";
import {
  EXPERIENCE_CARD_COUNT,
  EXPERIENCE_CARD_HEIGHT_PX,
  PORTFOLIO_SCROLL_DURATION_MS,
  PROJECT_COUNT,
  SERVICE_COUNT,
  STACKING_CARD_SCALE_STEP,
  TESTIMONIAL_COUNT,
} from "../../app/constants";
import { PROJECT_ROUTE_ID } from "../../app/lib/route-scripts";
import { PORTFOLIO_SCROLL_MEASURE } from "../../app/lib/scroll-to";
import { content } from "./expected-content";
import { homeBlocks, openPastSplash } from "./helpers";

const columnsOf = async (page: Page) => {
  const boxes = await page
    .getByTestId("project-grid")
    .locator("article")
    .evaluateAll((cards) => cards.map((card) => Math.round(card.getBoundingClientRect().top)));
  return boxes.filter((top) => top === boxes[0]).length;
};

test.describe("home page", () => {
  test("shows the home page's sections in order (docs/product.md §2)", async ({ page }) => {
    await openPastSplash(page, "/");
    const h1 = page.getByRole("heading", { level: 1 });
    await expect(h1).toHaveText(content.site.hero.lines.join(""));

    expect(await homeBlocks(page)).toEqual([
      "section", // hero
      "p", // about
      "services",
      "p", // second paragraph
      "work",
      "Statement",
      "history",
      "Tech stack",
      "testimonials",
      "contact",
    ]);
    const headings = await page.getByRole("heading", { level: 2 }).allTextContents();
    const { services, work, history, testimonials, contact } = content.site.headings;
    expect(headings).toEqual([services, work, history, testimonials, contact]);
    await expect(page.getByText(content.site.statement)).toBeVisible();
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
    // Timed on the page's own clock: from the click to the first frame that moved the page, and the
    // scroll's own measure, from its first frame to the frame that set the page on the projects.
    const timing = await button.evaluate(async (link, measure) => {
      const target = document.getElementById("work") as HTMLElement;
      const margin = Number.parseFloat(getComputedStyle(target).scrollMarginTop) || 0;
      const padding = Number.parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
      const landing = target.getBoundingClientRect().top + window.scrollY - margin - padding;
      const startY = window.scrollY;
      const frames: Array<{ at: number; y: number }> = [];
      const clickedAt = performance.now();
      (link as HTMLElement).click();
      await new Promise<void>((resolve) => {
        const tick = (at: number) => {
          frames.push({ at, y: window.scrollY });
          if (Math.abs(window.scrollY - landing) < 0.5) resolve();
          else requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      });
      const moved = frames.find((frame) => frame.y !== startY) ?? { at: Number.NaN };
      await new Promise((resolve) => setTimeout(resolve, 300)); // the last sub-pixel frames
      const [scroll] = performance.getEntriesByName(measure);
      if (!scroll) return { movedAfter: Number.NaN, duration: Number.NaN, frameBeforeLanding: Number.NaN };
      // The frames' times are the scroll's own: both come from requestAnimationFrame in the same frames.
      const landedAt = scroll.startTime + scroll.duration;
      const before = frames.filter((frame) => frame.at < landedAt).at(-1)?.at ?? Number.NaN;
      return {
        movedAfter: moved.at - clickedAt,
        duration: scroll.duration,
        frameBeforeLanding: before - scroll.startTime,
      };
    }, PORTFOLIO_SCROLL_MEASURE);
    // It moves at once (the ease-in shows nothing for a few frames, and a busy test machine can add
    // slow frames), and lands 2 s after its first frame: in the first frame at or after 2 s, however
    // late a busy machine draws that frame.
    expect(timing.movedAfter).toBeLessThan(400);
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

test.describe("What I do", () => {
  const descriptionOf = (page: Page, title: string) => page.getByRole("button", { name: title, exact: true });

  test(`lists the ${SERVICE_COUNT} services, each revealing its description on hover`, async ({ page }) => {
    await openPastSplash(page, "/");
    const rows = page.locator("#services li");
    await expect(rows).toHaveCount(SERVICE_COUNT);
    for (const service of content.services) {
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

  test("reveals on keyboard focus too", async ({ page }) => {
    await openPastSplash(page, "/");
    const web = descriptionOf(page, "Web");
    await web.focus();
    await expect(web).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    await expect(web).toHaveAttribute("aria-expanded", "false");
    await expect(descriptionOf(page, "Design")).toHaveAttribute("aria-expanded", "true");
  });

  test.describe("on a touch screen", () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    test("a tap reveals the description, another hides it", async ({ page }) => {
      await openPastSplash(page, "/");
      const meatloaf = descriptionOf(page, "Meatloaf");
      await meatloaf.scrollIntoViewIfNeeded();
      await meatloaf.tap();
      await expect(meatloaf).toHaveAttribute("aria-expanded", "true");
      await meatloaf.tap();
      await expect(meatloaf).toHaveAttribute("aria-expanded", "false");
    });

    test("the + turns in the tap's own frame, the title and description move from the next", async ({
      page,
    }) => {
      const [first] = content.services;
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

test.describe("Some Work I've done", () => {
  for (const [width, columns] of [
    [390, 1],
    [800, 2],
    [1440, 3],
  ] as const) {
    test(`shows the ${PROJECT_COUNT} projects in ${columns} column(s) at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await openPastSplash(page, "/");
      await expect(page.getByTestId("project-grid").locator("article")).toHaveCount(PROJECT_COUNT);
      expect(await columnsOf(page)).toBe(columns);
    });
  }

  test("MORE scrolls to the top and opens the project", async ({ page }) => {
    await openPastSplash(page, "/");
    const more = page.getByRole("link", { name: `MORE about ${content.projects[1]?.name}` });
    await more.scrollIntoViewIfNeeded();
    await more.click();
    await expect(page).toHaveURL("/project/2");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(content.projects[1]?.name ?? "");
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("the tap's own frame is drawn before the page starts to flow into the project's", async ({ page }) => {
    await openPastSplash(page, "/");
    const more = page.getByRole("link", { name: `MORE about ${content.projects[0]?.name}` });
    await more.scrollIntoViewIfNeeded();
    // React Router's router (the global it keeps) says whether a navigation has started; a
    // requestAnimationFrame callback runs just before the frame after the click is drawn.
    const beforeThatFrame = await more.evaluate(
      (link) =>
        new Promise<string>((resolve) => {
          type Router = { state: { navigation: { state: string } } };
          const router = (window as unknown as { __reactRouterDataRouter: Router }).__reactRouterDataRouter;
          (link as HTMLAnchorElement).click();
          requestAnimationFrame(() => resolve(`${router.state.navigation.state} at ${location.pathname}`));
        }),
    );
    expect(beforeThatFrame).toBe("idle at /");
    await expect(page).toHaveURL("/project/1");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(content.projects[0]?.name ?? "");
  });

  test("fetches the project page's scripts as the projects come near, so opening one fetches none", async ({
    page,
  }) => {
    const fetched: string[] = [];
    page.on("request", (request) => fetched.push(new URL(request.url()).pathname));
    await openPastSplash(page, "/");
    type Manifest = { routes: Record<string, { module: string } | undefined> };
    const projectModule = await page.evaluate(
      (routeId) =>
        (window as unknown as { __reactRouterManifest: Manifest }).__reactRouterManifest.routes[routeId]
          ?.module,
      PROJECT_ROUTE_ID,
    );
    expect(projectModule).toMatch(/\.js$/);
    const fetchesOfIt = () => fetched.filter((path) => path === projectModule).length;
    expect(fetchesOfIt()).toBe(0);
    const project = content.projects[0];
    const more = page.getByRole("link", { name: `MORE about ${project?.name}` });
    await more.scrollIntoViewIfNeeded();
    await expect.poll(fetchesOfIt).toBe(1);
    await more.click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(project?.name ?? "");
    expect(fetchesOfIt()).toBe(1);
  });

  test("under 640 px a tap anywhere on the card opens the project", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openPastSplash(page, "/");
    const description = page.getByText(content.projects[3]?.description ?? "");
    await description.scrollIntoViewIfNeeded();
    await description.click();
    await expect(page).toHaveURL("/project/4");
  });

  test("from 640 px on only MORE opens the project", async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 900 });
    await openPastSplash(page, "/");
    const description = page.getByText(content.projects[3]?.description ?? "");
    await description.scrollIntoViewIfNeeded();
    await description.click();
    await page.waitForTimeout(300);
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
    await openPastSplash(page, "/");
    await expect(page.locator("#statement-particles canvas")).toHaveCount(0);
    await page.getByLabel("Statement").scrollIntoViewIfNeeded();
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
    const pause = page.getByRole("button", { name: "Pause particles" });
    await pause.click();
    await expect(page.getByRole("button", { name: "Play particles" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
  });
});

test.describe("A Little History", () => {
  test(`stacks ${EXPERIENCE_CARD_COUNT} sticky ${EXPERIENCE_CARD_HEIGHT_PX} px cards that shrink beneath new ones`, async ({
    page,
  }) => {
    await openPastSplash(page, "/");
    const cards = page.locator("#history article");
    await expect(cards).toHaveCount(EXPERIENCE_CARD_COUNT);
    for (const card of await cards.all()) {
      expect((await card.boundingBox())?.height).toBeCloseTo(EXPERIENCE_CARD_HEIGHT_PX, 0);
      expect(await card.evaluate((el) => getComputedStyle(el.parentElement as Element).position)).toBe(
        "sticky",
      );
    }
    for (const experience of content.experiences) {
      const card = page.getByRole("article", { name: experience.title });
      await expect(card.getByRole("link", { name: new RegExp(experience.company) })).toHaveAttribute(
        "href",
        experience.companyLink,
      );
      await expect(card.getByText(experience.year)).toBeVisible();
    }

    // Scroll until the last card has landed: the first has shrunk by one step per card above it.
    // Sections far off screen are laid out only when near (content-visibility), so the page
    // above may change height on the way: aim again until the list's bottom meets the viewport's.
    const list = page.locator("#history ol");
    await expect
      .poll(() =>
        list.evaluate((element) => {
          const offset = element.getBoundingClientRect().bottom - window.innerHeight;
          if (Math.abs(offset) > 1) window.scrollBy({ top: offset, behavior: "instant" });
          return Math.abs(offset) <= 1;
        }),
      )
      .toBe(true);
    const scaleOf = (index: number) => cards.nth(index).evaluate((el) => Number(getComputedStyle(el).scale));
    await expect
      .poll(() => scaleOf(0))
      .toBeCloseTo(1 - STACKING_CARD_SCALE_STEP * (EXPERIENCE_CARD_COUNT - 1), 2);
    await expect.poll(() => scaleOf(EXPERIENCE_CARD_COUNT - 1)).toBeCloseTo(1, 2);
  });
});

test.describe("tech marquee", () => {
  test("lists the stack and pauses on hover", async ({ page }) => {
    await openPastSplash(page, "/");
    const marquee = page.getByLabel("Tech stack");
    for (const tech of content.techStack) await expect(marquee.getByText(tech.name).first()).toBeVisible();
    await marquee.scrollIntoViewIfNeeded();
    const track = marquee.locator(".marquee-track");
    await expect.poll(() => track.evaluate((el) => getComputedStyle(el).animationPlayState)).toBe("running");
    // The track itself never stands still, so point at the middle of it by coordinates.
    const box = await track.boundingBox();
    await page.mouse.move((box?.x ?? 0) + 200, (box?.y ?? 0) + (box?.height ?? 0) / 2);
    await expect.poll(() => track.evaluate((el) => getComputedStyle(el).animationPlayState)).toBe("paused");
    await page.mouse.move(0, 0);
    await marquee.getByRole("button", { name: "Pause marquee" }).click();
    await page.mouse.move(0, 0);
    await expect.poll(() => track.evaluate((el) => getComputedStyle(el).animationPlayState)).toBe("paused");
  });
});

test.describe("A Few Nice Words", () => {
  test(`shows ${TESTIMONIAL_COUNT} testimonials as figures with quote and caption`, async ({ page }) => {
    await openPastSplash(page, "/");
    const figures = page.locator("#testimonials figure");
    await expect(figures).toHaveCount(TESTIMONIAL_COUNT);
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
    const nav = page.getByRole("navigation", { name: "Social profiles" });
    for (const link of content.socialLinks) {
      const anchor = nav.getByRole("link", { name: `${link.label} (opens in a new tab)` });
      await expect(anchor).toHaveAttribute("href", link.href);
      await expect(anchor).toHaveAttribute("target", "_blank");
      await expect(anchor).toHaveAttribute("rel", "noopener noreferrer");
    }
    await page.mouse.wheel(0, 4000);
    await expect(nav).toBeInViewport();
  });
});

test.describe("menu", () => {
  test("opens full screen, holds focus, closes on Escape and returns focus", async ({ page }) => {
    await openPastSplash(page, "/");
    const button = page.getByRole("button", { name: "Menu" });
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await button.click();
    await expect(button).toHaveAttribute("aria-expanded", "true");
    const menu = page.getByRole("dialog", { name: "Menu" });
    await expect(menu).toBeVisible();
    // The page beneath does not scroll: not by wheel over the menu, nor by keys inside it.
    await page.mouse.move(200, 400);
    await page.mouse.wheel(0, 800);
    await menu.getByRole("link").first().focus();
    await page.keyboard.press("PageDown");
    await page.keyboard.press("ArrowDown");
    await page.waitForTimeout(400);
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
      await page.getByRole("button", { name: "Menu" }).click();
      await expect(page.getByRole("button", { name: "Close" })).toBeFocused();
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
      const close = page.getByRole("button", { name: "Close" });
      await expect(close).toBeVisible();
      await expect(close).toBeFocused();
    });
  }

  test("links to the sections and closes when one is chosen", async ({ page }) => {
    await openPastSplash(page, "/");
    await page.getByRole("button", { name: "Menu" }).click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    for (const link of content.socialLinks) {
      await expect(menu.getByRole("link", { name: new RegExp(link.label) })).toHaveAttribute(
        "href",
        link.href,
      );
    }
    await menu.getByRole("link", { name: content.site.headings.history }).click();
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL(/#history$/);
    await expect(page.locator("#history-heading")).toBeInViewport();
  });

  test("the close control closes it", async ({ page }) => {
    await openPastSplash(page, "/");
    await page.getByRole("button", { name: "Menu" }).click();
    await page.getByRole("button", { name: "Close" }).click();
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeHidden();
    await expect(page.getByRole("button", { name: "Menu" })).toHaveAttribute("aria-expanded", "false");
    // Opened again, its contents (skipped while it was closed) are all there and reachable.
    await page.getByRole("button", { name: "Menu" }).click();
    const links = page.getByRole("dialog", { name: "Menu" }).getByRole("navigation").getByRole("link");
    await expect(links).toHaveCount(5);
    for (const link of await links.all()) await expect(link).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(links.first()).toBeFocused();
  });
});

test.describe("menu between pages", () => {
  test("a new page closes it: open on a project page, Back finds it closed", async ({ page }) => {
    await openPastSplash(page, "/");
    const more = page.getByRole("link", { name: `MORE about ${content.projects[1]?.name}` });
    await more.scrollIntoViewIfNeeded();
    await more.click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(content.projects[1]?.name ?? "");
    await page.getByRole("button", { name: "Menu" }).click();
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL("/");
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeHidden();
    await expect(page.getByRole("button", { name: "Menu" })).toHaveAttribute("aria-expanded", "false");
  });
});

test.describe("after a quick scroll", () => {
  test("no reveal is left running in a section that went off-screen half-way through it", async ({
    page,
  }) => {
    await openPastSplash(page, "/");
    // To the testimonials, so their reveals start, and straight back before they end.
    await page
      .locator("#testimonials")
      .evaluate((section) => section.scrollIntoView({ behavior: "instant" }));
    await expect(page.locator("#testimonials [data-reveal][data-shown]").first()).toBeAttached();
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
    await page.waitForTimeout(1_500);
    // A transition left in a section that is no longer rendered keeps the page drawing frames.
    const transitions = await page.evaluate(
      () => document.getAnimations().filter((animation) => animation instanceof CSSTransition).length,
    );
    expect(transitions).toBe(0);
  });
});
