import { expect, test } from "@playwright/test";
import { CASE_STUDY_SECTION_COUNT } from "../../app/constants";
import { directionOf } from "../../app/lib/words/shipped";
import { heardAs, htmlEscaped, moreLinkName, noteScrollAtNextClick, openPastSplash } from "./helpers";
import { forEachSite, main, onlyForTheSample, unknownProjectId, words } from "./sites";

forEachSite((site) => {
  const { content } = site;
  const [first] = content.projects;
  const second = content.projects[1] ?? first;
  const privateProject = content.projects.find((project) => project.url === "");

  test.describe("project page", () => {
    test("Go Back after arriving from the home page goes back in history", async ({ page }) => {
      await openPastSplash(page, "/");
      const more = page.getByRole("link", { name: moreLinkName(site.words, second?.name) });
      await more.scrollIntoViewIfNeeded();
      const scrolledAtClick = await noteScrollAtNextClick(page);
      await more.click();
      await expect(page).toHaveURL(`/project/${second?.id}`);
      const scrolledTo = await scrolledAtClick();
      expect(scrolledTo).toBeGreaterThan(1000);

      await page.getByRole("link", { name: site.words.project.goBack }).first().click();
      await expect(page).toHaveURL("/");
      // It was a step back, not a new visit: the page returns where it was, and Forward works.
      await expect
        .poll(async () => Math.abs((await page.evaluate(() => window.scrollY)) - scrolledTo))
        .toBeLessThan(400);
      await page.goForward();
      await expect(page).toHaveURL(`/project/${second?.id}`);
    });

    test("Go Back after a direct visit goes to the home page", async ({ page }) => {
      await openPastSplash(page, `/project/${first?.id}`);
      const goBack = page.getByRole("link", { name: site.words.project.goBack });
      await expect(goBack).toHaveCount(2); // at the top and at the bottom
      await goBack.last().click();
      await expect(page).toHaveURL("/");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(content.site.hero.lines.join(""));
    });

    test("a project without a url shows no dead link", async ({ page }) => {
      test.skip(!privateProject, "every project of the content has a public url");
      await openPastSplash(page, `/project/${privateProject?.id}`);
      await expect(page.getByRole("link", { name: site.words.project.visitSite })).toHaveCount(0);
      await expect(page.getByText(site.words.project.privateProject)).toBeVisible();
      for (const link of await page.locator("main a").all()) {
        expect(await link.getAttribute("href")).toBeTruthy();
      }
    });

    test("shows the header image, its case study's sections in order and the previews", async ({ page }) => {
      // The project with the most sections.
      const project = [...content.projects].sort((a, b) => b.sections.length - a.sections.length)[0];
      await openPastSplash(page, `/project/${project?.id}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(project?.name ?? "");
      await expect(page.getByRole("img", { name: project?.srcAlt })).toBeVisible();
      const headings = await page.locator("main h2").allTextContents();
      expect(headings.slice(0, project?.sections.length)).toEqual(
        project?.sections.map((section) => section.title),
      );
      const count = String(project?.sections.length).padStart(2, "0");
      await expect(page.locator("section[data-content-position] p[aria-hidden]").last()).toHaveText(
        `${count} / ${count}`,
      );
      for (const section of project?.sections ?? []) {
        await expect(page.getByText(section.description[0] ?? "")).toBeVisible();
        await expect(page.getByRole("img", { name: section.imgAlt })).toHaveCount(1);
      }
      for (const preview of project?.previews ?? []) {
        await expect(page.getByRole("img", { name: preview.alt })).toHaveCount(1);
      }
    });

    test("on wide screens text stands on its contentPosition side and the image stays pinned", async ({
      page,
    }) => {
      await openPastSplash(page, `/project/${first?.id}`);
      const sections = page.locator("section[data-content-position]");
      await expect(sections).toHaveCount(first?.sections.length ?? 0);
      for (const [index, section] of (first?.sections ?? []).entries()) {
        const row = sections.nth(index);
        await expect(row).toHaveAttribute("data-content-position", section.contentPosition);
        const text = await row.locator("[data-part=text]").boundingBox();
        const image = await row.locator("[data-part=image]").boundingBox();
        // A right-to-left page is mirrored: "l" is the side its lines start on, the right.
        const onTheLeft =
          (section.contentPosition === "l") === (directionOf(content.site.lang ?? "en") === "ltr");
        if (onTheLeft) expect(text?.x).toBeLessThan(image?.x ?? 0);
        else expect(text?.x).toBeGreaterThan(image?.x ?? 0);
        const pinned = row.locator("[data-part=image] > div");
        expect(await pinned.evaluate((el) => getComputedStyle(el).position)).toBe("sticky");
      }
    });

    test.describe("on a phone", () => {
      test.use({ viewport: { width: 390, height: 844 } });
      test("the sections stack, each text above its image", async ({ page }) => {
        await openPastSplash(page, `/project/${first?.id}`);
        for (const row of await page.locator("section[data-content-position]").all()) {
          const text = await row.locator("[data-part=text]").boundingBox();
          const image = await row.locator("[data-part=image]").boundingBox();
          expect((text?.y ?? 0) + (text?.height ?? 0)).toBeLessThanOrEqual(image?.y ?? 0);
        }
      });
    });

    // One page visiting each address in turn: each load is a page of its own.
    test("an id no project has, 0 and a word are each a blank page", async ({ page }) => {
      for (const path of [`/project/${unknownProjectId(content)}`, "/project/0", "/project/abc"]) {
        await test.step(`${path} is a blank page`, async () => {
          await openPastSplash(page, path);
          await expect(page.locator("body")).toHaveText("", { useInnerText: true });
          await expect(page.getByRole("link")).toHaveCount(0);
          await expect(page.getByRole("button")).toHaveCount(0);
        });
      }
    });
  });

  test.describe("project meta tags in the prerendered HTML", () => {
    test("each project page has its own title, description, canonical and share tags", async ({
      request,
    }) => {
      for (const project of content.projects) {
        const html = await (await request.get(`/project/${project.id}`)).text();
        expect(html).toContain(
          `<title>${htmlEscaped(project.name)} — ${htmlEscaped(content.site.ownerName)}</title>`,
        );
        expect(html).toContain(`<meta name="description" content="${htmlEscaped(project.description)}"/>`);
        expect(html).toMatch(
          new RegExp(`<link rel="canonical" href="https?://[^"]+/project/${project.id}"/>`),
        );
        expect(html).toContain(`<meta property="og:title" content="${htmlEscaped(project.name)}`);
        expect(html).toMatch(/<meta property="og:image" content="https?:\/\/[^"]+"\/>/);
        expect(html).toContain('<meta name="twitter:card" content="summary_large_image"/>');
        expect(html).toMatch(/<meta name="twitter:image" content="https?:\/\/[^"]+"\/>/);
      }
    });
  });
});

test.describe("project page", () => {
  const [first] = main.content.projects;

  test("Visit Site opens the project's url in a new tab", async ({ page }) => {
    const project = main.content.projects.find((each) => each.url !== "");
    test.skip(!project, "no project of the content has a public url");
    await openPastSplash(page, `/project/${project?.id}`);
    const visit = page.getByRole("link", { name: words.project.visitSite });
    await expect(visit).toHaveAttribute("href", project?.url ?? "");
    await expect(visit).toHaveAttribute("target", "_blank");
    await expect(visit).toHaveAttribute("rel", "noopener noreferrer");
    await expect(visit).toHaveAccessibleName(heardAs(words.project.visitSite, words.a11y.opensInNewTab));
  });

  test("the sample's case studies are the product's About, Strategy and Results, sides alternating", async ({
    page,
  }) => {
    onlyForTheSample();
    await openPastSplash(page, `/project/${first?.id}`);
    const headings = await page.locator("main h2").allTextContents();
    expect(headings.slice(0, CASE_STUDY_SECTION_COUNT)).toEqual(["About", "Strategy", "Results"]);
    expect(first?.sections.map((section) => section.contentPosition)).toEqual(["l", "r", "l"]);
    // The product's third project has no url (docs/product.md §2).
    expect(main.content.projects.find((project) => project.id === 3)?.url).toBe("");
  });
});
