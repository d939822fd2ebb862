import { expect, type Page, test } from "@playwright/test";
import { CONTACT_RESULT_DELAY_MS } from "../../app/constants";
import { baseURL, cloudflareURL, webhookSinkURL } from "../../playwright.config";
import { d1Inbox, inbox, openPastSplash, reloadPastSplash, settled } from "./helpers";
import { main, words } from "./sites";

const submitLabel = main.content.site.contact?.submit ?? "";
const hasForm = main.headed.some((section) => section.id === "contact");

async function fill(page: Page, message: string) {
  await page.getByLabel(words.contact.name).fill("Margaret Hamilton");
  await page.getByLabel(words.contact.email).fill("margaret@example.com");
  await page.getByLabel(words.contact.message).fill(message);
}

/** Types as a person does, a key at a time: the collector's time trap lets such a message through. */
async function typeLikeAPerson(page: Page, message: string) {
  for (const [label, text] of [
    [words.contact.name, "Margaret Hamilton"],
    [words.contact.email, "margaret@example.com"],
    [words.contact.message, message],
  ] as const) {
    await page.getByLabel(label).click();
    await page.getByLabel(label).pressSequentially(text, { delay: 60 });
  }
}

/** The notices the main test server sent to the owner's webhook. */
const notices = async () =>
  (await (await fetch(`${webhookSinkURL}/deliveries`)).json()) as Array<{ message: string }>;

// The same visitor, on the build served by `npm start` (SQLite) and by Cloudflare Pages (D1).
const collectors = [
  { host: "npm start", url: baseURL, stored: inbox },
  { host: "Cloudflare Pages", url: cloudflareURL, stored: d1Inbox },
];

test.describe("contact form", () => {
  test.skip(!hasForm, "the home page has no contact form");
  for (const { host, url, stored } of collectors) {
    test(`${host}: a visitor's message reaches the collector and shows the thank-you box 2.5 s after the answer`, async ({
      page,
    }) => {
      // Reading D1 back goes through wrangler's CLI, which starts its own workerd: 20 s and more
      // on a loaded machine, on top of typing like a person.
      test.slow(url === cloudflareURL);
      const message = `Let's build something, ref ${Date.now()}`;
      await openPastSplash(page, `${url}/#contact`);
      await typeLikeAPerson(page, message);
      // Timed inside the page: when the answer arrived, and when the result box appeared.
      await page.evaluate(() => {
        new MutationObserver((_, observer) => {
          if (!document.querySelector("[data-status]")) return;
          (window as unknown as { resultAt: number }).resultAt = performance.now();
          observer.disconnect();
        }).observe(document.body, { childList: true, subtree: true });
      });
      const answered = page.waitForResponse((response) => response.url().endsWith("/api/contact"));
      await page.getByRole("button", { name: submitLabel }).click();
      await expect(page.getByRole("button", { name: words.contact.pending })).toBeDisabled();

      const response = await answered;
      expect(response.status()).toBe(200);
      expect(response.request().headers().accept).toBe("application/json");

      await expect(page.getByRole("status")).toHaveText(words.contact.success, {
        timeout: CONTACT_RESULT_DELAY_MS + 3_000,
      });
      const delay = await page.evaluate(() => {
        const [answer] = performance
          .getEntriesByType("resource")
          .filter((entry) => entry.name.endsWith("/api/contact")) as PerformanceResourceTiming[];
        // From the answer's first byte: the form knows the outcome from the status line, and the
        // body may still be arriving (wrangler sends it in chunks, tens of ms later).
        return (window as unknown as { resultAt: number }).resultAt - (answer?.responseStart ?? 0);
      });
      // Never early. Not late either is the unit test's, on a fake clock (contact-form.test.tsx):
      // a renderer starved by another browser on two cores fires its timers a second late.
      expect(delay).toBeGreaterThanOrEqual(CONTACT_RESULT_DELAY_MS - 5);
      await expect(page.getByLabel(words.contact.message)).toHaveCount(0);

      expect(await stored()).toContainEqual(
        expect.objectContaining({ name: "Margaret Hamilton", email: "margaret@example.com", message }),
      );
      // It came with a proof of work the visitor never saw, and the owner heard of it.
      expect(response.request().postDataBuffer()?.toString()).toContain('name="altcha"');
      if (url === baseURL)
        await expect.poll(async () => (await notices()).map((notice) => notice.message)).toContain(message);

      // SUCCESS clears the draft: a reload shows an empty form.
      await reloadPastSplash(page);
      await expect(page.getByLabel(words.contact.message)).toHaveValue("");
    });
  }

  for (const [what, answer] of [
    ["HTTP 500", { status: 500 }],
    ["HTTP 201", { status: 201 }],
    ["a network failure", "abort"],
  ] as const) {
    test(`${what} shows the error box, and the form does not come back`, async ({ page }) => {
      await page.route("**/api/contact", (route) =>
        answer === "abort" ? route.abort("connectionfailed") : route.fulfill({ ...answer, body: "{}" }),
      );
      await openPastSplash(page, "/#contact");
      await fill(page, "This one will not arrive");
      await page.getByRole("button", { name: submitLabel }).click();
      await expect(page.getByRole("status")).toHaveText(words.contact.error, {
        timeout: CONTACT_RESULT_DELAY_MS + 3_000,
      });
      await expect(page.getByRole("button", { name: submitLabel })).toHaveCount(0);
      // Once the result box has come in and the page is at rest, the form is still gone.
      await settled(page);
      await expect(page.getByLabel(words.contact.name)).toHaveCount(0);
    });
  }

  test("by keyboard alone, a visitor's message is sent and stored", async ({ page }) => {
    await openPastSplash(page, "/");
    const name = page.getByLabel(words.contact.name);
    for (
      let presses = 0;
      presses < 200 && !(await name.evaluate((input) => input === document.activeElement));
      presses++
    ) {
      await page.keyboard.press("Tab");
    }
    await expect(name).toBeFocused();
    const message = `Typed without a mouse, ref ${Date.now()}`;
    await page.keyboard.type("Margaret Hamilton", { delay: 60 });
    await page.keyboard.press("Tab");
    await page.keyboard.type("margaret@example.com", { delay: 60 });
    await page.keyboard.press("Tab");
    await page.keyboard.type(message, { delay: 60 });
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: submitLabel })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("status")).toHaveText(words.contact.success, {
      timeout: CONTACT_RESULT_DELAY_MS + 5_000,
    });
    // A site in one language sends none: it costs the page nothing (decision 084).
    expect(await inbox()).toContainEqual(expect.objectContaining({ message, language: "" }));
  });

  test.describe("under reduced motion", () => {
    test.use({ reducedMotion: "reduce" });
    test("a visitor's message is sent and stored as usual", async ({ page }) => {
      await openPastSplash(page, "/#contact");
      const message = `Sent without motion, ref ${Date.now()}`;
      await typeLikeAPerson(page, message);
      await page.getByRole("button", { name: submitLabel }).click();
      await expect(page.getByRole("status")).toHaveText(words.contact.success, {
        timeout: CONTACT_RESULT_DELAY_MS + 5_000,
      });
      expect(await inbox()).toContainEqual(expect.objectContaining({ message }));
    });
  });

  test("an empty form is not sent", async ({ page }) => {
    let posted = false;
    page.on("request", (request) => {
      if (request.url().endsWith("/api/contact")) posted = true;
    });
    await openPastSplash(page, "/#contact");
    // The browser's own check stops a form before its submit event, in the click itself.
    await page.locator("form").evaluate((form) => {
      form.addEventListener("submit", () => form.setAttribute("data-submitted", ""), { capture: true });
    });
    await page.getByRole("button", { name: submitLabel }).click();
    await page.getByLabel(words.contact.name).fill("Only a name");
    await page.getByRole("button", { name: submitLabel }).click();
    await expect(page.locator("form")).not.toHaveAttribute("data-submitted");
    expect(posted).toBe(false);
    await expect(page.getByRole("button", { name: submitLabel })).toBeVisible();
    expect(
      await page
        .getByLabel(words.contact.email)
        .evaluate((input) => (input as HTMLInputElement).validity.valueMissing),
    ).toBe(true);
  });

  test("a draft survives a reload", async ({ page }) => {
    await openPastSplash(page, "/#contact");
    await fill(page, "Half-written thoughts about a project");
    await reloadPastSplash(page);
    await expect(page.getByLabel(words.contact.name)).toHaveValue("Margaret Hamilton");
    await expect(page.getByLabel(words.contact.email)).toHaveValue("margaret@example.com");
    await expect(page.getByLabel(words.contact.message)).toHaveValue("Half-written thoughts about a project");
  });
});
