// @vitest-environment node
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { loadContent } from "../../app/content/content-folder.server.ts";
import type { Content } from "../../app/content/schema.ts";
import fixture from "../../tests/fixtures/content-alt/index.ts";
import trial from "../../tests/fixtures/content-trial/index.ts";
import { scriptMatrix } from "../../tests/fixtures/script-matrix.ts";
import { renderResume } from "./render-resume.ts";
import { type Paper, resumeLabels } from "./resume-data.ts";

const sample = (await loadContent(path.resolve("sample"))) as Content;

const dir = mkdtempSync(path.join(tmpdir(), "resume-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The embedded fonts' names in `pdffonts`' table (below its two header lines). */
const fontNames = (table: string) =>
  table
    .split("\n")
    .slice(2)
    .filter(Boolean)
    .map((row) => row.split(/\s+/)[0]);
/** A subset of a face the résumé was handed (font-names.ts): "ABCDEF+InterLatin400". */
const OURS = /^[A-Z]{6}\+[A-Za-z]+\d+$/;
// Poppler reads Typst's tagged PDF but says `/Suspects false` is not the type it expected.
const quiet = {
  encoding: "utf8" as const,
  stdio: ["ignore", "pipe", "ignore"] as ["ignore", "pipe", "ignore"],
};

/** A PDF's page count and text as poppler reads them back. */
async function drawn(content: Content, paper: Paper) {
  const file = path.join(dir, `${content.site.ownerName}-${paper}.pdf`.replaceAll(" ", "-"));
  writeFileSync(file, await renderResume(content, "https://owner.example", paper));
  const info = execFileSync("pdfinfo", [file], quiet);
  return {
    file,
    pages: Number(info.match(/^Pages:\s+(\d+)/m)?.[1]),
    size: info.match(/^Page size:.*\((\w+)\)/m)?.[1],
    text: execFileSync("pdftotext", [file, "-"], quiet),
  };
}

describe("the résumé", () => {
  for (const [name, content] of [
    ["the sample content", sample],
    ["another owner's content", fixture],
  ] as const) {
    for (const paper of ["A4", "LETTER"] as const) {
      it(`fits ${paper} in one or two pages, with ${name}`, async () => {
        const pdf = await drawn(content as Content, paper);
        expect(pdf.size?.toUpperCase()).toBe(paper);
        expect(pdf.pages).toBeGreaterThanOrEqual(1);
        expect(pdf.pages).toBeLessThanOrEqual(2);
        expect(pdf.text).toContain(content.site.ownerName);
      });
    }
  }

  it("draws a résumé that would put a line or two on a second page tighter, on one", async () => {
    // The trial owner's five roles, two projects and two lists left only the tools on page 2.
    const pdf = await drawn(trial as Content, "A4");
    expect(pdf.pages).toBe(1);
    expect(pdf.text).toContain(trial.techStack.map((tech) => tech.name).join(" · "));
  });

  it("draws each list section the home page shows under its own heading, and leaves out what is empty", async () => {
    const owner = structuredClone(fixture) as Content;
    owner.experiences = [];
    owner.techStack = [];
    owner.homePage = owner.homePage?.filter((name) => name !== "publications");
    const { text } = await drawn(owner, "A4");
    const flat = text.replace(/\s+/g, " ");
    const labels = resumeLabels(owner);
    expect(flat).toContain("TALKS");
    for (const entry of owner.lists?.[0]?.entries ?? []) expect(flat).toContain(entry.title);
    expect(flat).not.toContain("PUBLICATIONS");
    expect(flat).not.toContain(labels.experience.toUpperCase());
    expect(flat).not.toContain(labels.tools.toUpperCase());
    expect(flat).toContain(labels.projects.toUpperCase());
  });

  it("heads its sections in the content's language, whatever its script", async () => {
    const inLanguage = (lang: string) => ({
      ...(fixture as Content),
      site: { ...(fixture as Content).site, lang },
    });
    expect(resumeLabels(inLanguage("de")).experience).toBe("Berufserfahrung");
    expect(resumeLabels(inLanguage("fr")).projects).toBe("Projets choisis");
    const arabic = inLanguage("ar");
    const { text } = await drawn(arabic, "A4");
    expect(resumeLabels(arabic).experience).not.toBe("Experience");
    expect(text).toContain(resumeLabels(arabic).experience);
  });

  it("prints every profile by its address, whatever the network, and an e-mail once", async () => {
    const owner = structuredClone(fixture) as Content;
    owner.site.email = "noor@example.com";
    owner.socialLinks = [
      { label: "Mastodon", href: "https://social.example.org/@noor" },
      { label: "Blog", href: "https://noor.example/blog/" },
      { label: "E-mail", href: "mailto:noor@example.com" },
    ];
    const flat = (await drawn(owner, "A4")).text.replace(/\s+/g, " ");
    expect(flat).toContain("social.example.org/@noor");
    expect(flat).toContain("noor.example/blog");
    expect(flat).not.toContain("mailto:");
    expect(flat.split("noor@example.com")).toHaveLength(2);
  });

  it("uses the site's own fonts, embedded, and no other", async () => {
    const { file } = await drawn(sample as Content, "A4");
    const fonts = execFileSync("pdffonts", [file], quiet);
    for (const family of ["SpaceGrotesk", "Inter", "JetbrainsMono"]) {
      expect(fonts).toMatch(new RegExp(`\\+${family}Latin\\d+\\s+CID TrueType\\s+Identity-H\\s+yes`));
    }
    // Every font is one the résumé was handed (font-names.ts): none of the host's, none of Typst's own.
    for (const name of fontNames(fonts)) expect(name).toMatch(OURS);
  });
});

describe("the résumé in every script", () => {
  for (const [lang, line] of Object.entries(scriptMatrix)) {
    it(`draws ${lang} in the project's own faces, and reads it back in order`, async () => {
      const owner = structuredClone(fixture) as Content;
      owner.site = {
        ...owner.site,
        lang,
        ownerName: line.split(" ")[0] ?? line,
        jobTitle: line,
        about: `${line}. ${line}.`,
      };
      const pdf = await drawn(owner, "A4");
      expect(pdf.pages).toBe(1);
      // Poppler marks right-to-left runs with embedding controls; the letters between are in order.
      const text = pdf.text.replace(/[\u202a-\u202e]/g, "").replace(/\s+/g, " ");
      expect(text).toContain(line);
      expect(text.split(line).length).toBeGreaterThanOrEqual(4);
      for (const name of fontNames(execFileSync("pdffonts", [pdf.file], quiet))) expect(name).toMatch(OURS);
    });
  }
});
