import { expect, test } from "@playwright/test";
import type { Content } from "~/content/schema";
import { fixtureURL } from "../../playwright.config";
import rawFixture from "../fixtures/content-alt/content";
import { content as defaults } from "./content";
import { openPastSplash } from "./helpers";

const fixture = rawFixture as Content;
test.use({ baseURL: fixtureURL });

/** Words that belong to the default owner only: none of them may show up in the fixture's site. */
const defaultWords = [
  defaults.site.ownerName,
  defaults.site.hero.lines[0],
  defaults.site.about.slice(0, 40),
  defaults.site.statement.slice(0, 40),
  ...defaults.projects.map((project) => project.name),
  ...defaults.experiences.map((experience) => experience.company),
  ...defaults.testimonials.map((testimonial) => testimonial.name),
  ...defaults.socialLinks.map((link) => link.href),
];

test.describe("the site is driven by its content", () => {
  test("the home page shows the fixture's content and none of the default's", async ({ page }) => {
    await openPastSplash(page, "/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(fixture.site.hero.lines.join(""));
    await expect(page).toHaveTitle(fixture.site.title);
    for (const heading of Object.values(fixture.site.headings)) {
      await expect(page.getByRole("heading", { level: 2, name: heading })).toHaveCount(1);
    }
    for (const project of fixture.projects)
      await expect(page.getByRole("article", { name: project.name })).toHaveCount(1);
    for (const service of fixture.services)
      await expect(page.getByRole("button", { name: service.title })).toHaveCount(1);
    for (const experience of fixture.experiences)
      await expect(page.getByText(experience.company)).toHaveCount(1);
    for (const testimonial of fixture.testimonials)
      await expect(page.getByText(testimonial.description)).toHaveCount(1);
    for (const link of fixture.socialLinks) {
      await expect(page.locator(`a[href="${link.href}"]`).first()).toBeAttached();
    }

    const html = await page.content();
    for (const word of defaultWords) expect(html, word).not.toContain(word);
    // Tool names are common words ("Next", "Node"), so they are checked in the marquee only.
    const marquee = (await page.getByLabel("Tech stack").textContent()) ?? "";
    for (const tech of fixture.techStack) expect(marquee).toContain(tech.name);
    for (const tech of defaults.techStack) expect(marquee).not.toContain(tech.name);
  });

  test("a project page shows the fixture's project", async ({ page }) => {
    const project = fixture.projects[3];
    await openPastSplash(page, `/project/${project?.id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(project?.name ?? "");
    const headings = await page.locator("main h2").allTextContents();
    expect(headings.slice(0, 3)).toEqual(project?.sections.map((section) => section.title));
    await expect(page.getByRole("link", { name: /Visit Site/ })).toHaveAttribute("href", project?.url ?? "");
    const html = await page.content();
    for (const word of defaultWords) expect(html, word).not.toContain(word);
  });

  test("the prerendered HTML and share tags come from the fixture", async ({ request }) => {
    const html = await (await request.get("/")).text();
    expect(html).toContain(fixture.site.ownerName);
    expect(html).toContain(`<meta name="description" content="${fixture.site.description}"/>`);
    for (const word of defaultWords) expect(html, word).not.toContain(word);
  });
});
