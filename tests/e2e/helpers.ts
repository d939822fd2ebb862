import { expect, type Page } from "@playwright/test";
import { INITIAL_LOAD_TIMEOUT_MS } from "../../app/lib/constants";

export const splash = (page: Page) => page.locator("#loading-splash");

/** Opens a page and waits for the LOADING splash to lift. */
export async function openPastSplash(page: Page, path: string) {
  await page.goto(path);
  await expect(splash(page)).toBeHidden({ timeout: INITIAL_LOAD_TIMEOUT_MS + 5_000 });
}

/** Text as React writes it into HTML attributes and text. */
export const htmlEscaped = (text: string) =>
  text.replaceAll("&", "&amp;").replaceAll("'", "&#x27;").replaceAll('"', "&quot;");
