import { type ExecFileSyncOptionsWithStringEncoding, execFileSync } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { openPastSplash } from "./helpers";
import { forEachSite, listsShown, main, most, owner } from "./sites";

// Made again where a test needs it: a worker runs afterAll when it leaves this file's tests, and
// may be handed more of them later, with the module (and this name) kept.
const dir = path.join(tmpdir(), `resume-e2e-${process.pid}`);
const fileIn = (name: string) => {
  mkdirSync(dir, { recursive: true });
  return path.join(dir, name);
};
test.afterAll(() => rmSync(dir, { recursive: true, force: true }));

// Poppler reports a harmless "Suspects object is wrong type" on Typst's PDFs: stderr is not read.
const quiet: ExecFileSyncOptionsWithStringEncoding = {
  encoding: "utf8",
  stdio: ["ignore", "pipe", "ignore"],
};

/** What a PDF says, read back by poppler, with its whitespace made single spaces. */
const readPdf = (file: string) => ({
  text: execFileSync("pdftotext", [file, "-"], quiet).replace(/\s+/g, " "),
  info: execFileSync("pdfinfo", [file], quiet),
});

/**
 * Arabic as poppler reads it back from the PDF: each word with its marks (ّ) left out, a letter
 * written twice once, and lam and alef in one order. The reader repeats a letter a mark sits on
 * ("مطّوّورة" for "مطوّرة"), gives lam-alef back as alef-lam ("األردن"), and can put a line's
 * words in another order where a mark splits it.
 */
const arabicWords = (text: string) =>
  text
    .normalize("NFKC")
    .replace(/[\u200e\u200f\u202a-\u202e\u2066-\u2069\p{M}]/gu, "")
    .replace(/(.)\1+/gu, "$1")
    .replace(/[لاأإآ]{2,}/gu, (run) => [...run].sort().join(""))
    .split(/\s+/)
    .filter(Boolean);

/** Whether the PDF's text holds a text of the content: as written, or word by word where it is Arabic. */
const holds = (text: string, shown: string) => {
  if (!/\p{Script=Arabic}/u.test(shown)) return text.includes(shown);
  const read = new Set(arabicWords(text));
  return arabicWords(shown).every((word) => read.has(word));
};

forEachSite((site) => {
  const { name, content } = site;
  test.describe("the résumé", () => {
    test("is built at /resume.pdf and holds the owner, every role, every project and every list section", async ({
      request,
    }) => {
      const response = await request.get("/resume.pdf");
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toBe("application/pdf");
      const file = fileIn(`${name.replaceAll(" ", "-")}.pdf`);
      writeFileSync(file, await response.body());

      const { text, info } = readPdf(file);
      for (const shown of [
        content.site.ownerName,
        ...content.experiences.flatMap((experience) => [experience.title, experience.company]),
        ...content.projects.map((project) => project.name),
        ...listsShown(site).flatMap((list) => [
          list.heading.toUpperCase(),
          ...list.entries.map((entry) => entry.title),
        ]),
      ])
        expect(holds(text, shown), `the résumé reads "${shown}"`).toBe(true);
      expect(Number(info.match(/^Pages:\s+(\d+)/m)?.[1])).toBeLessThanOrEqual(2);
      expect(info).toMatch(new RegExp(`^Page size:.*\\(${content.site.resumePaper ?? "A4"}\\)`, "im"));
    });

    test("is linked from the menu, and from the history section where there is one, with its size", async ({
      page,
      request,
    }) => {
      const bytes = (await (await request.get("/resume.pdf")).body()).length;
      const label = site.words.resume.link({ size: Math.round(bytes / 1024) });
      await openPastSplash(page, "/");

      const history = page.locator("#history");
      if (content.experiences.length > 0)
        await expect(history.getByRole("link", { name: label })).toHaveAttribute("href", "/resume.pdf");
      else await expect(history).toHaveCount(0);

      await page.getByRole("button", { name: site.words.menu.name }).click();
      const menu = page.getByRole("dialog", { name: site.words.menu.name });
      await expect(menu.getByRole("link", { name: label })).toBeVisible();
      await expect(menu.getByRole("link", { name: label })).toHaveAttribute("href", "/resume.pdf");

      // The same career as JSON Resume, named in the page's head for tools that read it.
      const alternate = page.locator('head link[rel="alternate"][type="application/json"]');
      await expect(alternate).toHaveAttribute("href", "/resume.json");
      const json = await request.get("/resume.json");
      expect(json.status()).toBe(200);
      const resume = (await json.json()) as { basics: { name: string }; work: Array<{ name: string }> };
      expect(resume.basics.name).toBe(content.site.ownerName);
      expect(resume.work.map((job) => job.name)).toEqual(content.experiences.map((job) => job.company));
    });
  });
});

test("another owner's résumé holds none of the main site's owner's words", async ({ request }) => {
  const file = fileIn("owner-only.pdf");
  writeFileSync(file, await (await request.get(`${owner.url}/resume.pdf`)).body());
  const { text } = readPdf(file);
  expect(text).not.toContain(main.content.site.ownerName);
  for (const project of main.content.projects) expect(text).not.toContain(project.name);
});

test("a site under a path has each language's résumé beside that language's pages", async ({ request }) => {
  // The pages of a build under a path are moved up beside Vite's files; /en/ holds both.
  expect(most.basePath).not.toBe("");
  expect(most.languages.length).toBeGreaterThan(0);
  for (const language of most.languages) {
    const pdf = await request.get(`${most.url}${language.prefix}/resume.pdf`);
    expect(pdf.status(), language.tag).toBe(200);
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
    expect((await request.get(`${most.url}${language.prefix}/resume.json`)).status(), language.tag).toBe(200);
  }
});
