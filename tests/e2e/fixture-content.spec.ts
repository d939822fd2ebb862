import { readdirSync, readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import type { Content } from "~/content/schema";
import { paths } from "../../app/lib/navigation/public-paths";
import { fixtureURL, formspreeURL } from "../../playwright.config";
import { openPastSplash, waitForHydration, wheelOverPage } from "./helpers";
import { main, owner } from "./sites";

const fixture: Content = owner.content;
const defaults: Content = main.content;
/** The interface's words as the fixture's site says them (not the main site's). */
const { words } = owner;
test.use({ baseURL: fixtureURL });

/** Whether the fixture's own content holds a word too (an owner may share a tool or a company with it). */
const fixtureHas = (word: string) => JSON.stringify(fixture).includes(JSON.stringify(word).slice(1, -1));

/** Words that belong to the default owner only: none of them may show up in the fixture's site. */
const defaultWords = [
  defaults.site.ownerName,
  ...defaults.site.hero.lines,
  defaults.site.about.slice(0, 40),
  ...(defaults.site.statement ? [defaults.site.statement.slice(0, 40)] : []),
  ...defaults.projects.map((project) => project.name),
  ...defaults.experiences.map((experience) => experience.company),
  ...defaults.testimonials.map((testimonial) => testimonial.name),
  ...defaults.socialLinks.map((link) => link.href),
].filter((word) => !fixtureHas(word));

test.describe("the site is driven by its content", () => {
  test("the home page shows the fixture's content and none of the default's", async ({ page }) => {
    await openPastSplash(page, "/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(fixture.site.hero.lines.join(""));
    await expect(page).toHaveTitle(fixture.site.title);
    for (const { heading } of owner.headed) {
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
    const marquee = (await page.getByLabel(words.a11y.techStack).textContent()) ?? "";
    for (const tech of fixture.techStack) expect(marquee).toContain(tech.name);
    for (const tech of defaults.techStack.filter((tech) => !fixtureHas(tech.name)))
      expect(marquee).not.toContain(tech.name);
  });

  test("a project page shows the fixture's project", async ({ page }) => {
    const project = fixture.projects.at(-1);
    await openPastSplash(page, `/project/${project?.id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(project?.name ?? "");
    const headings = await page.locator("main h2").allTextContents();
    expect(headings.slice(0, project?.sections.length)).toEqual(
      project?.sections.map((section) => section.title),
    );
    await expect(page.getByRole("link", { name: words.project.visitSite })).toHaveAttribute(
      "href",
      project?.url ?? "",
    );
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

/** `npm run build:fixture` also sets the owner's build-time settings away from their defaults. */
const fixtureSiteUrl = "https://fixture.example";

test.describe("owner settings given at build time", () => {
  test("PUBLIC_SITE_URL names every canonical and shared address", async ({ request }) => {
    const id = fixture.projects.at(-1)?.id;
    const html = await (await request.get(`/project/${id}`)).text();
    expect(html).toContain(`<link rel="canonical" href="${fixtureSiteUrl}/project/${id}"/>`);
    expect(html).toContain(`<meta property="og:url" content="${fixtureSiteUrl}/project/${id}"/>`);
    expect(html).toContain(`${fixtureSiteUrl}/share/project-${id}.png`);
    expect(html).not.toContain("localhost");
    const sitemap = await (await request.get("/sitemap.xml")).text();
    expect(sitemap).toContain(`<loc>${fixtureSiteUrl}/</loc>`);
    for (const project of fixture.projects)
      expect(sitemap).toContain(`<loc>${fixtureSiteUrl}/project/${project.id}</loc>`);
    expect(await (await request.get("/robots.txt")).text()).toContain(
      `Sitemap: ${fixtureSiteUrl}/sitemap.xml`,
    );
  });

  test("PUBLIC_SPLASH_MS=0 turns the splash off: the page is the first paint and answers at once", async ({
    page,
    request,
  }) => {
    expect(await (await request.get("/")).text()).not.toContain('id="loading-splash"');
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.locator("#loading-splash")).toHaveCount(0);
    await expect(page.locator("[inert]")).toHaveCount(0);
    await wheelOverPage(page, 600);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  });

  test("PUBLIC_SEARCH=off ships no search: no control, no shortcut, no index, none of its code", async ({
    page,
    request,
  }) => {
    expect((await request.get(paths.searchScript)).status()).toBe(404);
    // No dialog's chunk, and no control's code (its shortcuts are named on it) in any script.
    const scripts = readdirSync("build-fixture/client/assets").filter((file) => file.endsWith(".js"));
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((file) => file.startsWith("search-dialog"))).toEqual([]);
    for (const file of scripts)
      expect(readFileSync(`build-fixture/client/assets/${file}`, "utf8"), file).not.toContain("keyshortcuts");
    await page.goto("/");
    await waitForHydration(page);
    await expect(page.locator("button[aria-keyshortcuts]")).toHaveCount(0);
    await page.keyboard.press("/");
    await page.keyboard.press("Control+k");
    await page.getByRole("button", { name: words.menu.name }).click();
    const menu = page.getByRole("dialog", { name: words.menu.name });
    await expect(menu.getByRole("button", { name: words.menu.close })).toBeVisible();
    await expect(menu.getByRole("button", { name: words.search.name })).toHaveCount(0);
    await expect(page.getByRole("dialog", { name: words.search.name })).toHaveCount(0);
  });

  test("PUBLIC_CONTACT_ENDPOINT sends the plain form to an outside service, as to Formspree", async ({
    page,
  }) => {
    const endpoint = `${formspreeURL}/f/fixture-form`;
    const asked: string[] = [];
    page.on("request", (request) => asked.push(request.url()));
    const response = await page.goto("/");
    expect(response?.headers()["content-security-policy"]).toContain(`connect-src 'self' ${formspreeURL}`);
    await waitForHydration(page);
    const message = `Sent across origins, ref ${Date.now()}`;
    await page.getByLabel(words.contact.name).fill("Grace Hopper");
    await page.getByLabel(words.contact.email).fill("grace@example.com");
    await page.getByLabel(words.contact.message).fill(message);
    const answered = page.waitForResponse((answer) => answer.url() === endpoint);
    await page.getByRole("button", { name: fixture.site.contact?.submit ?? "" }).click();
    expect((await answered).status()).toBe(200);
    await expect(page.getByRole("status")).toHaveText(words.contact.success, { timeout: 6_000 });
    await expect(page.getByText(words.contact.error)).toHaveCount(0);
    // What the service expects, as before: the fields and the honeypot, no proof of work, no challenge asked for.
    const submissions = (await (await fetch(`${formspreeURL}/submissions`)).json()) as Array<
      Record<string, string>
    >;
    expect(submissions.find((fields) => fields.message === message)).toEqual({
      name: "Grace Hopper",
      email: "grace@example.com",
      message,
      // The fixture has more languages than its own: the page says which it is in.
      language: fixture.site.lang,
      _gotcha: "",
    });
    expect(asked.filter((url) => url.includes("challenge"))).toEqual([]);
  });
});
