// @vitest-environment node
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { crc32, deflateRawSync } from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { loadContent } from "../app/content/content-folder.server.ts";
import type { Content } from "../app/content/schema.ts";
import { jsonResume } from "../site-build/resume/json-resume.ts";
import { runProjectCommand } from "../support/project-command.ts";
import { checkFolder } from "./check/check-folder.ts";
import { fromJsonResume } from "./import/from-json-resume.ts";
import { isoDate, parseCsv } from "./import/linkedin-export.ts";

const work = mkdtempSync(path.join(tmpdir(), "import-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));
const aiko = path.resolve("tests/fixtures/json-resume/aiko.json");

/** A command of the project's, run as an owner runs it, into `dir`: its output and exit code. */
const run = (script: string, dir: string, ...args: string[]) =>
  runProjectCommand(script, { args, env: { CONTENT_DIR: dir, PUBLIC_SITE_URL: "http://localhost:3000" } });
const importInto = (dir: string, file: string) => run("tools/import-resume.ts", dir, file);
/** What `npm run check` finds in `dir` (tools/check-content.test.ts runs the command itself). */
const check = async (dir: string) => {
  const { ok, lines } = await checkFolder({
    contentDir: dir,
    siteUrl: "http://localhost:3000",
    allowSample: false,
  });
  return { code: ok ? 0 : 1, out: lines.map((line) => line.text).join("\n") };
};

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

  it("makes a site that passes npm run check from a résumé alone, saying what to add and what had no place", async () => {
    const dir = path.join(work, "aiko");
    const imported = importInto(dir, aiko);
    expect(imported.code, imported.out).toBe(0);
    expect(imported.out).toContain("In the résumé with no place on the site:\n  - interests: Ceramics");
    // Nothing dropped silently: every filled field without a place is named by its path.
    for (const field of [
      "basics.phone: +81 75 000 0000",
      "work[0].location: Kyoto",
      'projects[0].keywords: ["IndexedDB","Search"]',
    ])
      expect(imported.out).toContain(`  - ${field}`);
    const checked = await check(dir);
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
    // A project renamed by hand is hers: the résumé's old name does not come back beside it.
    const projects = path.join(dir, "projects.ts");
    writeFileSync(
      projects,
      readFileSync(projects, "utf8").replace('name: "Tea Shop"', 'name: "Tea Shop Online"'),
    );
    const newer = JSON.parse(readFileSync(aiko, "utf8"));
    newer.work.unshift({
      name: "Gion Digital",
      position: "Staff engineer",
      url: "https://gion.example",
      startDate: "2025-01",
    });
    newer.basics.label = "Staff front-end engineer";
    newer.projects.push({ name: "Kiln POS", description: "A till for a pottery studio." });
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
    expect(content.projects.map((project) => project.name)).toEqual([
      "Collection Explorer",
      "Tea Shop Online",
      "Kiln POS",
    ]);
    expect((await check(dir)).code).toBe(0);
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

/** A zip archive of these files, deflated, as LinkedIn's export comes. */
function zipOf(files: Array<[string, Buffer]>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, data] of files) {
    const packed = deflateRawSync(data);
    const header = (central: boolean) => {
      const head = Buffer.alloc(central ? 46 : 30);
      head.writeUInt32LE(central ? 0x02014b50 : 0x04034b50, 0);
      const at = central ? 2 : 0;
      head.writeUInt16LE(20, 4 + at);
      head.writeUInt16LE(8, 8 + at);
      head.writeUInt32LE(crc32(data), 14 + at);
      head.writeUInt32LE(packed.length, 18 + at);
      head.writeUInt32LE(data.length, 22 + at);
      head.writeUInt16LE(Buffer.byteLength(name), 26 + at);
      if (central) head.writeUInt32LE(offset, 42);
      return Buffer.concat([head, Buffer.from(name)]);
    };
    centrals.push(header(true));
    const local = Buffer.concat([header(false), packed]);
    locals.push(local);
    offset += local.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(files.length, 8);
  end.writeUInt16LE(files.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

describe("npm run import of a LinkedIn export", () => {
  const folder = path.resolve("tests/fixtures/linkedin");

  it("makes the hero's lines of the name and title, adding no words the résumé lacks", () => {
    const hero = (label: string) =>
      fromJsonResume({ basics: { name: "Aiko Tanaka", label } }).content.site.hero;
    expect(hero("Front-end engineer").lines).toEqual(["I'm Aiko", "Front-end", "Engineer"]);
    expect(hero("Engineer").lines).toEqual(["I'm Aiko", "Engineer"]);
  });

  it("reads LinkedIn's CSV, its quoted fields and its dates", () => {
    expect(parseCsv('Name,Text\nA,"one, ""two""\nthree"\r\n')).toEqual([
      ["Name", "Text"],
      ["A", 'one, "two"\nthree'],
    ]);
    expect(["Mar 2022", "2018", "1/15/21", ""].map(isoDate)).toEqual([
      "2022-03",
      "2018",
      "2021-01-15",
      undefined,
    ]);
  });

  it.each(["the folder", "the zip"])("makes a site that passes npm run check from %s", async (kind) => {
    const source = kind === "the zip" ? path.join(work, "Basic_LinkedInDataExport.zip") : folder;
    if (kind === "the zip")
      writeFileSync(
        source,
        zipOf(readdirSync(folder).map((name) => [name, readFileSync(path.join(folder, name))])),
      );
    const dir = path.join(work, `linkedin-${kind.replace(" ", "-")}`);
    const imported = importInto(dir, source);
    expect(imported.code, imported.out).toBe(0);
    const content = (await loadContent(dir)) as Content;
    expect(content.site).toMatchObject({
      ownerName: "Marta Kowalczyk",
      jobTitle: "Backend engineer",
      email: "marta@kowalczyk.example",
    });
    expect(content.experiences.map((job) => [job.company, job.year])).toEqual([
      ["Wawel Pay", "2022 — Now"],
      ["Vistula Bank", "2018 — 2022"],
    ]);
    expect(content.projects.map((project) => project.name)).toEqual(["Ledger replay"]);
    expect(content.techStack.map((tech) => tech.name)).toEqual(["Go", "PostgreSQL", "Kafka"]);
    expect(content.socialLinks.map((link) => link.href)).toContain("https://github.com/martak");
    expect((content.lists ?? []).map((list) => list.id)).toEqual([
      "awards",
      "certificates",
      "education",
      "languages",
    ]);
    expect((await check(dir)).code).toBe(0);
  });
});
