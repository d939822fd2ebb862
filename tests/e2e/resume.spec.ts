import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import type { Content } from "~/content/schema";
import { baseURL, fixtureURL } from "../../playwright.config";
import rawFixture from "../fixtures/content-alt/index";
import { content } from "./expected-content";
import { openPastSplash, waitForHydration } from "./helpers";

const fixture = rawFixture as Content;
const dir = mkdtempSync(path.join(tmpdir(), "resume-e2e-"));
test.afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** What a PDF says, read back by poppler, with its whitespace made single spaces. */
const readPdf = (file: string) => ({
  text: execFileSync("pdftotext", [file, "-"], { encoding: "utf8" }).replace(/\s+/g, " "),
  info: execFileSync("pdfinfo", [file], { encoding: "utf8" }),
});

for (const [which, url, owner] of [
  ["the sample content", baseURL, content],
  ["the fixture content", fixtureURL, fixture],
] as const) {
  test.describe(`the résumé of ${which}`, () => {
    test("is built at /resume.pdf and holds the owner, every role and every project", async ({ request }) => {
      const response = await request.get(`${url}/resume.pdf`);
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toBe("application/pdf");
      const file = path.join(dir, `${owner.site.ownerName.replaceAll(" ", "-")}.pdf`);
      writeFileSync(file, await response.body());

      const { text, info } = readPdf(file);
      expect(text).toContain(owner.site.ownerName);
      for (const experience of owner.experiences) {
        expect(text).toContain(experience.title);
        expect(text).toContain(experience.company);
      }
      for (const project of owner.projects) expect(text).toContain(project.name);
      expect(Number(info.match(/^Pages:\s+(\d+)/m)?.[1])).toBeLessThanOrEqual(2);
      expect(info).toMatch(new RegExp(`^Page size:.*\\(${owner.site.resumePaper ?? "A4"}\\)`, "im"));
    });

    test("is linked from the history section and the menu, with its size", async ({ page, request }) => {
      const bytes = (await (await request.get(`${url}/resume.pdf`)).body()).length;
      const label = `Résumé (PDF, ${Math.round(bytes / 1024)} KB)`;
      await openPastSplash(page, `${url}/`);

      const history = page.locator("#history");
      await expect(history.getByRole("link", { name: label })).toHaveAttribute("href", "/resume.pdf");

      // Without a splash (the fixture's build) the page shows before React starts; MENU opens once it has.
      await waitForHydration(page);
      await page.getByRole("button", { name: "Menu" }).click();
      const menu = page.getByRole("dialog", { name: "Menu" });
      await expect(menu.getByRole("link", { name: label })).toBeVisible();
      await expect(menu.getByRole("link", { name: label })).toHaveAttribute("href", "/resume.pdf");
    });
  });
}

test("another owner's résumé holds none of the sample owner's words", async ({ request }) => {
  const file = path.join(dir, "fixture-only.pdf");
  writeFileSync(file, await (await request.get(`${fixtureURL}/resume.pdf`)).body());
  const { text } = readPdf(file);
  expect(text).not.toContain(content.site.ownerName);
  for (const project of content.projects) expect(text).not.toContain(project.name);
});
