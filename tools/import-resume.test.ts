// @vitest-environment node
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { loadContent } from "../app/content/content-folder.server.ts";
import type { Content } from "../app/content/schema.ts";
import { jsonResume } from "../site-build/resume/json-resume.ts";

const work = mkdtempSync(path.join(tmpdir(), "import-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));
const aiko = path.resolve("tests/fixtures/json-resume/aiko.json");

/** A command of the project's, run as an owner runs it, into `dir`: its output and exit code. */
function run(script: string, dir: string, ...args: string[]) {
  const ran = spawnSync(process.execPath, ["--import", "tsx", script, ...args], {
    env: { ...process.env, CONTENT_DIR: dir, PUBLIC_SITE_URL: "http://localhost:3000" },
    encoding: "utf8",
  });
  return { code: ran.status, out: `${ran.stdout}${ran.stderr}` };
}
const importInto = (dir: string, file: string) => run("tools/import-resume.ts", dir, file);
const check = (dir: string) => run("tools/check-content.ts", dir);

describe("npm run import", () => {
  it("names every problem of a file the JSON Resume schema refuses, at its path, and writes nothing", () => {
    const bad = path.join(work, "bad.json");
    writeFileSync(bad, JSON.stringify({ basics: { name: 3, email: "not an address" }, work: "a string" }));
    const dir = path.join(work, "refused");
    const { code, out } = importInto(dir, bad);
    expect(code).toBe(1);
    expect(out).toMatch(/basics\.name: is not of a type\(s\) string/);
    expect(out).toMatch(/basics\.email: does not conform to the "email" format/);
    expect(out).toMatch(/work: is not of a type\(s\) array/);
    expect(existsSync(dir)).toBe(false);
  });

  it("makes a site that passes npm run check from a résumé alone, saying what to add and what had no place", () => {
    const dir = path.join(work, "aiko");
    const imported = importInto(dir, aiko);
    expect(imported.code, imported.out).toBe(0);
    expect(imported.out).toContain("In the résumé with no place on the site:\n  - interests: Ceramics");
    const checked = check(dir);
    expect(checked.code, checked.out).toBe(0);
    expect(checked.out).toMatch(
      /images\/projects\/collection-explorer\/cover\.svg\n\s+is the placeholder the import drew/,
    );
  });

  it("keeps the owner's edit on a second import, and adds the résumé's new job", async () => {
    const dir = path.join(work, "again");
    importInto(dir, aiko);
    const experiences = path.join(dir, "experiences.ts");
    writeFileSync(
      experiences,
      readFileSync(experiences, "utf8").replace("Led the rebuild", "I led the rebuild, by hand"),
    );
    const newer = JSON.parse(readFileSync(aiko, "utf8"));
    newer.work.unshift({
      name: "Gion Digital",
      position: "Staff engineer",
      url: "https://gion.example",
      startDate: "2025-01",
    });
    newer.basics.label = "Staff front-end engineer";
    const file = path.join(work, "newer.json");
    writeFileSync(file, JSON.stringify(newer));
    const again = importInto(dir, file);
    expect(again.code, again.out).toBe(0);
    expect(again.out).toContain("experiences.ts: kept your edits, added 1 new: Gion Digital");
    expect(again.out).toContain("site.ts: taken from the résumé (you had not changed it)");
    const content = (await loadContent(dir)) as Content;
    expect(content.experiences.map((job) => job.company)).toEqual([
      "Kamo Museum",
      "Shirakawa Studio",
      "Hoshi Labs",
      "Gion Digital",
    ]);
    expect(content.experiences[0]?.description).toContain("I led the rebuild, by hand");
    expect(content.site.jobTitle).toBe("Staff front-end engineer");
    expect(check(dir).code).toBe(0);
  });

  it("stops over content no import wrote", () => {
    const { code, out } = importInto(path.resolve("tests/fixtures/content-trial"), aiko);
    expect(code).toBe(1);
    expect(out).toContain("already holds content no import wrote");
  });

  it("gives back the content /resume.json was made from", async () => {
    const owner = (await loadContent(path.resolve("tests/fixtures/content-alt"))) as Content;
    const file = path.join(work, "resume.json");
    writeFileSync(file, JSON.stringify(jsonResume(owner, "https://noor.example", "/resume.json")));
    const dir = path.join(work, "round-trip");
    expect(importInto(dir, file).code).toBe(0);
    const back = (await loadContent(dir)) as Content;
    expect(back.site).toMatchObject({
      ownerName: owner.site.ownerName,
      jobTitle: owner.site.jobTitle,
      about: owner.site.about,
    });
    expect(back.experiences.map(({ company, title }) => ({ company, title }))).toEqual(
      owner.experiences.map(({ company, title }) => ({ company, title })),
    );
    expect(back.experiences.map((job) => job.companyLink)).toEqual(
      owner.experiences.map((job) => job.companyLink),
    );
    expect(back.projects.map(({ name, description }) => ({ name, description }))).toEqual(
      owner.projects.map(({ name, description }) => ({ name, description })),
    );
    expect(back.projects.map((project) => project.sections.map((section) => section.title))).toEqual(
      owner.projects.map((project) => project.sections.map((section) => section.title)),
    );
    expect(
      back.socialLinks.filter((link) => !link.href.startsWith("mailto:")).map((link) => link.href),
    ).toEqual(owner.socialLinks.filter((link) => !link.href.startsWith("mailto:")).map((link) => link.href));
    expect(back.techStack.map((tech) => tech.name)).toEqual(owner.techStack.map((tech) => tech.name));
  });
});
