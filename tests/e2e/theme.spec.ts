import { expect, type Page, test } from "@playwright/test";
import { readThemeColors, type Scheme } from "../../site-build/theme-tokens";
import { moreLinkName, openPastSplash, reloadPastSplash, settled } from "./helpers";
import { main, words } from "./sites";

/** A theme's ground as the browser reports a computed colour. */
const groundOf = (scheme: Scheme) => {
  const hex = readThemeColors(scheme).ground.replace("#", "");
  const [r, g, b] = [0, 2, 4].map((at) => Number.parseInt(hex.slice(at, at + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
};

const groundShown = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);

/**
 * In the page, before it starts: the colour of the page's ground when <body> is first added,
 * before anything is drawn, and the browser chrome's colour then.
 */
function noteFirstGround() {
  new MutationObserver((_, observer) => {
    if (!document.body) return;
    observer.disconnect();
    Object.assign(window, {
      firstGround: getComputedStyle(document.documentElement).backgroundColor,
      firstChrome: [...document.querySelectorAll<HTMLMetaElement>("meta[name=theme-color]")].map(
        (m) => m.content,
      ),
    });
  }).observe(document, { childList: true, subtree: true });
}
const firstSeen = (page: Page) =>
  page.evaluate(() => {
    const { firstGround, firstChrome } = window as unknown as { firstGround: string; firstChrome: string[] };
    return { firstGround, firstChrome };
  });

async function openMenu(page: Page) {
  await page.getByRole("button", { name: words.menu.name }).click();
  await expect(page.getByRole("dialog", { name: words.menu.name })).toBeVisible();
  await settled(page);
}

test.describe("the theme", () => {
  for (const scheme of ["light", "dark"] as const) {
    test(`follows a ${scheme} system, from CSS alone with JavaScript off`, async ({ browser }) => {
      const context = await browser.newContext({
        colorScheme: scheme,
        javaScriptEnabled: false,
        baseURL: main.url,
      });
      const page = await context.newPage();
      for (const path of ["/", `/project/${main.content.projects[0]?.id}`]) {
        await page.goto(path);
        expect(await groundShown(page), path).toBe(groundOf(scheme));
        await expect(page.locator(`meta[name=theme-color][media*=${scheme}]`)).toHaveAttribute(
          "content",
          readThemeColors(scheme).ground,
        );
      }
      await context.close();
    });
  }

  test("is chosen in the menu by keyboard, announced as a checked radio, and kept across pages and reloads", async ({
    page,
  }) => {
    await openPastSplash(page, "/");
    expect(await groundShown(page)).toBe(groundOf("dark"));
    await openMenu(page);
    const group = page.getByRole("group", { name: words.theme.name });
    await expect(group.getByRole("radio", { name: words.theme.choices.system })).toBeChecked();
    // Tab reaches the group on its checked radio; the arrow keys choose within it (down and up:
    // right and left follow the page's direction, and a right-to-left page reverses them).
    await group.getByRole("radio", { name: words.theme.choices.system }).focus();
    await page.keyboard.press("ArrowDown");
    await expect(group.getByRole("radio", { name: words.theme.choices.light })).toBeChecked();
    await expect(group.getByRole("radio", { name: words.theme.choices.light })).toBeFocused();
    await expect(page.locator("html")).toHaveAttribute("data-theme", "light");
    expect(await groundShown(page)).toBe(groundOf("light"));
    await expect(page.locator("meta[name=theme-color]").first()).toHaveAttribute(
      "content",
      readThemeColors("light").ground,
    );
    await page.keyboard.press("Escape");

    // Another page, then a reload: the choice is kept on this device.
    await page.getByRole("link", { name: moreLinkName(words, main.content.projects[0]?.name) }).click();
    await expect(page).toHaveURL(/\/project\//);
    expect(await groundShown(page)).toBe(groundOf("light"));
    await reloadPastSplash(page);
    expect(await groundShown(page)).toBe(groundOf("light"));
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("light");

    // System again: the system's theme (dark here), nothing kept.
    await openMenu(page);
    await page
      .getByRole("group", { name: words.theme.name })
      .getByRole("radio", { name: words.theme.choices.light })
      .focus();
    await page.keyboard.press("ArrowUp");
    await expect(page.getByRole("radio", { name: words.theme.choices.system })).toBeChecked();
    await expect(page.locator("html")).not.toHaveAttribute("data-theme");
    expect(await groundShown(page)).toBe(groundOf("dark"));
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBeNull();
  });

  for (const [system, chosen] of [
    ["dark", "light"],
    ["light", "dark"],
  ] as const) {
    test(`a visitor who chose ${chosen} on a ${system} system sees ${chosen} from the first paint`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ colorScheme: system, baseURL: main.url });
      await context.addInitScript((theme) => {
        if (!localStorage.getItem("theme")) localStorage.setItem("theme", theme);
      }, chosen);
      await context.addInitScript(noteFirstGround);
      const page = await context.newPage();
      for (const path of ["/", `/project/${main.content.projects[0]?.id}`, "/no/such/page"]) {
        await page.goto(path);
        const first = await firstSeen(page);
        expect(first.firstGround, path).toBe(groundOf(chosen));
        expect(first.firstChrome, path).toEqual([
          readThemeColors(chosen).ground,
          readThemeColors(chosen).ground,
        ]);
      }
      // The menu says so once the app runs.
      await openPastSplash(page, "/");
      await openMenu(page);
      await expect(page.getByRole("radio", { name: words.theme.choices[chosen] })).toBeChecked();
      await context.close();
    });
  }

  test("under reduced motion in the light theme, every section is complete and still", async ({
    browser,
  }) => {
    const context = await browser.newContext({
      colorScheme: "light",
      reducedMotion: "reduce",
      baseURL: main.url,
    });
    const page = await context.newPage();
    await openPastSplash(page, "/");
    // Words not yet lit would be faint: under reduced motion every word shows in full.
    const faint = await page
      .locator(".reveal-word")
      .evaluateAll((words) => words.filter((word) => getComputedStyle(word).opacity !== "1").length);
    expect(faint).toBe(0);
    expect(await groundShown(page)).toBe(groundOf("light"));
    await context.close();
  });
});
