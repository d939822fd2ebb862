import { expect, type Page } from "@playwright/test";
import { INITIAL_LOAD_TIMEOUT_MS } from "../../app/lib/constants";

export const splash = (page: Page) => page.locator("#loading-splash");

/** Opens a page and waits for the LOADING splash to lift. */
export async function openPastSplash(page: Page, path: string) {
  await page.goto(path);
  await expect(splash(page)).toBeHidden({ timeout: INITIAL_LOAD_TIMEOUT_MS + 5_000 });
}
