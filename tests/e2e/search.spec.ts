import { expect, type Page, test } from "@playwright/test";
import { paths } from "../../app/lib/navigation/public-paths";
import { expectNoAxeViolations, openPastSplash, switchSystemTheme } from "./helpers";
import { main, type Site, words } from "./sites";

/** A word of at least six letters, lower case, as the index reads words. */
const wordsIn = (text: string) => text.toLowerCase().match(/\p{L}{6,}/gu) ?? [];

/** The first word of `own` that none of `others` holds: searching for it must find its page. */
function wordOnlyIn(own: string, others: string[]): string | undefined {
  const elsewhere = new Set(others.flatMap(wordsIn));
  return wordsIn(own).find((word) => !elsewhere.has(word));
}

const projectText = (project: Site["content"]["projects"][number]) =>
  [
    project.description,
    ...project.sections.flatMap((section) => [section.title, ...section.description]),
  ].join(" ");

/** A project with a word of its case study no other project and no post has, and that word. */
function projectWord(site: Site) {
  const posts = site.posts.map((post) => `${post.title} ${post.summary}`);
  for (const project of site.content.projects) {
    const others = site.content.projects.filter((other) => other !== project).map(projectText);
    const word = wordOnlyIn(projectText(project), [...others, ...posts]);
    if (word) return { project, word };
  }
  return undefined;
}

const dialog = (page: Page) => page.getByRole("dialog", { name: words.search.name });
const box = (page: Page) => page.getByRole("searchbox", { name: words.search.label });
const control = (page: Page) => page.locator("button[aria-keyshortcuts]");

/** Moves down the results with ↓ until `href`'s link has focus (at most one press per result). */
async function arrowTo(page: Page, href: string) {
  const results = await dialog(page).getByRole("link").count();
  for (let press = 0; press < results; press++) {
    await page.keyboard.press("ArrowDown");
    if ((await page.evaluate(() => document.activeElement?.getAttribute("href"))) === href) return;
  }
  throw new Error(`No result links to ${href}`);
}

test.describe("search", () => {
  test("nothing of it loads before it is opened; / opens it, a case study's word finds its project, Enter opens it", async ({
    page,
  }) => {
    const found = projectWord(main);
    test.skip(!found, "no project has a word of its own");
    const { project, word } = found ?? { project: main.content.projects[0], word: "" };
    const fetched: string[] = [];
    page.on("request", (request) => fetched.push(new URL(request.url()).pathname));
    await openPastSplash(page, paths.home);
    await expect(control(page)).toBeVisible();
    await page.waitForTimeout(1_000);
    expect(
      fetched.filter((path) => path.startsWith(paths.searchIndex) || /search-dialog/.test(path)),
    ).toEqual([]);

    // Typed at once, while the dialog's code is still on its way (held back here, as a slow
    // network would): no letter is lost.
    await page.route("**/assets/search-dialog-*.js", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    // Letters typed as keys; a word an input method composes (Japanese, Chinese) is composed
    // in the box once it has focus, as no key of it is pressed before.
    const typedAsKeys = /^[\x20-\x7e]+$/.test(word);
    await page.keyboard.press("/");
    if (typedAsKeys) await page.keyboard.type(word);
    await expect(box(page)).toBeFocused();
    if (!typedAsKeys) await page.keyboard.insertText(word);
    await expect(box(page)).toHaveValue(word);
    const link = dialog(page).locator(`a[href="${paths.project(project?.id ?? 0)}"]`);
    await expect(link).toContainText(project?.name ?? "");
    // The word marked where it was found; in a script written without spaces (Japanese,
    // Chinese) the index reads it in parts, and marks each.
    const marked = (await link.locator("mark").first().textContent())?.toLowerCase() ?? "";
    expect(marked.includes(word) || (!typedAsKeys && marked !== "" && word.includes(marked)), marked).toBe(
      true,
    );
    const count = await dialog(page).getByRole("link").count();
    await expect(dialog(page).getByRole("status")).toHaveText(words.search.found({ count, query: word }));

    await arrowTo(page, paths.project(project?.id ?? 0));
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`${paths.project(project?.id ?? 0)}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(project?.name ?? "");
    await expect(dialog(page)).toHaveCount(0);
  });

  test("the control opens it; no results are said in words; Escape gives focus back; a section's words open its anchor", async ({
    page,
  }) => {
    // A headed section search holds as its own (not Work nor the latest writing: their entries are pages).
    const section = main.headed.find(({ id }) => id !== "work" && id !== "writing");
    test.skip(!section, "the home page has no section search holds as its own");
    await openPastSplash(page, paths.project(main.content.projects[0]?.id ?? 1));
    await control(page).click();
    await expect(box(page)).toBeFocused();
    await box(page).fill("qqzzxv");
    await expect(dialog(page).getByRole("status")).toHaveText(
      words.search.found({ count: 0, query: "qqzzxv" }),
    );
    await expect(dialog(page).getByRole("link")).toHaveCount(0);
    await page.keyboard.press("Escape");
    await expect(dialog(page)).toHaveCount(0);
    await expect(control(page)).toBeFocused();

    await page.keyboard.press("/");
    await box(page).fill(section?.heading ?? "");
    const link = dialog(page).locator(`a[href="${paths.home}#${section?.id}"]`);
    await expect(link).toContainText(words.search.kinds.section);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/#${section?.id}$`));
    await expect(page.locator(`#${section?.id}`)).toBeInViewport();
  });

  test("Ctrl+K and ⌘K open it anywhere, / never while typing in a field", async ({ page }) => {
    await openPastSplash(page, `${paths.home}#contact`);
    const field = page.getByLabel(words.contact.name);
    await field.focus();
    await page.keyboard.type("a/b");
    await expect(field).toHaveValue("a/b");
    await expect(dialog(page)).toHaveCount(0);
    await page.keyboard.press("Control+k");
    await expect(box(page)).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(field).toBeFocused();
    await page.keyboard.press("Meta+k");
    await expect(box(page)).toBeFocused();
  });

  test("a post's word finds the post", async ({ page }) => {
    const newest = main.posts[0];
    test.skip(!newest, "the site has no posts");
    const others = [
      ...main.posts.slice(1).map((post) => `${post.title} ${post.summary}`),
      ...main.content.projects.map(projectText),
    ];
    const word = wordOnlyIn(`${newest?.title} ${newest?.summary}`, others);
    test.skip(!word, "the newest post's title and summary have no word of their own");
    await openPastSplash(page, paths.writing);
    await page.keyboard.press("Control+k");
    await box(page).fill(word ?? "");
    const link = dialog(page).locator(`a[href="${paths.post(newest?.slug ?? "")}"]`);
    await expect(link).toContainText(newest?.title ?? "");
    await expect(link).toContainText(words.search.kinds.post);
    await link.click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(newest?.title ?? "");
  });

  test("on a phone it opens from the menu; axe finds nothing with results open, in both themes", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openPastSplash(page, paths.home);
    await expect(control(page)).toBeHidden();
    await page.getByRole("button", { name: words.menu.name }).click();
    await page
      .getByRole("dialog", { name: words.menu.name })
      .getByRole("button", { name: words.search.name })
      .click();
    await expect(box(page)).toBeFocused();
    await expect(page.getByRole("dialog", { name: words.menu.name })).toBeHidden();
    const project = main.content.projects[0];
    await box(page).fill(project?.name ?? "");
    await expect(dialog(page).getByRole("link").first()).toBeVisible();
    const width = await page.evaluate(() => document.querySelector("dialog[open]")?.scrollWidth ?? 0);
    expect(width).toBeLessThanOrEqual(390);
    await expectNoAxeViolations(page, "dialog[open]");
    await switchSystemTheme(page, "light");
    await expectNoAxeViolations(page, "dialog[open]");
  });
});
