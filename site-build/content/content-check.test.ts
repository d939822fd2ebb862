// @vitest-environment node
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { Content } from "../../app/content/schema.ts";
import { formatProblems } from "../../app/lib/problems.ts";
import fixtureGerman from "../../tests/fixtures/content-alt/de/index.ts";
import fixture from "../../tests/fixtures/content-alt/index.ts";
import { checkContent, checkContentFit, checkTranslation, translationWarnings } from "./content-check.ts";

/** Another owner's content (the tests' fixture, never an owner's own): one thing changed at a time. */
const contentDir = path.resolve("tests/fixtures/content-alt");
const owner = () => structuredClone(fixture) as Content;
const byField = (content: unknown) =>
  Object.fromEntries(checkContent(content, contentDir).map((problem) => [problem.field, problem]));

describe("npm run check, of a language's content", () => {
  const check = (translation: unknown, tag = "de") =>
    Object.fromEntries(
      checkTranslation(owner(), translation, tag, contentDir).map((problem) => [problem.field, problem]),
    );

  it("finds nothing wrong with another owner's German, and names what it leaves in English", () => {
    expect(checkTranslation(owner(), fixtureGerman, "de", contentDir)).toEqual([]);
    const [texts, ...rest] = translationWarnings(owner(), fixtureGerman, "de", contentDir);
    expect(rest).toEqual([]);
    expect(texts).toMatchObject({ file: path.join(contentDir, "de", "index.ts"), field: "de" });
    expect(texts?.message).toContain("site.ownerName");
    expect(texts?.message).not.toContain("site.title");
  });

  it("names a bad folder, the site's own language, a field or an entry the content has not, and bad words", () => {
    expect(Object.keys(check({}, "German"))).toEqual(["(the file)"]);
    expect(check({}, "en-US")["(the file)"]?.message).toBe("en-US is the site's own language (en-GB)");
    const problems = check({
      site: { titel: "Tippfehler", hero: { cta: "" } },
      projects: [{ id: 9999, name: "?" }],
      words: { menu: { nam: "Menü" } },
    });
    expect(problems["site.titel"]?.message).toBe("is not a field of the content");
    expect(problems["site.hero.cta"]?.message).toBe("must not be empty");
    expect(problems["projects[0].id"]?.message).toBe("no entry has the id 9999");
    expect(problems["words.menu"]?.fix).toContain("app/lib/words/english.ts");
  });

  it("lists the interface's words a language the project does not write still shows in English", () => {
    const warnings = translationWarnings(owner(), { words: { menu: { name: "Menyu" } } }, "sw", contentDir);
    expect(warnings.find((warning) => warning.field === "sw.words")?.message).toContain("contact.pending");
  });
});

describe("npm run check", () => {
  it("checks the owner's changes to the interface's words, and names what a language not shipped shows in English", () => {
    const bad = { ...owner(), words: { contact: { pendng: "…" }, splash: { byline: "{owner}" } } };
    const problems = byField(bad);
    expect(problems["words.contact"]?.fix).toContain("app/lib/words/english.ts");
    expect(problems["words.splash.byline"]).toMatchObject({
      message: "may only name {name}",
      fix: expect.stringContaining("{name}"),
    });

    const swahili = { ...owner(), site: { ...owner().site, lang: "sw" }, words: { menu: { name: "Menyu" } } };
    expect(checkContent(swahili, contentDir)).toEqual([]);
    const [warning] = checkContentFit(swahili, contentDir).filter((problem) => problem.field === "words");
    expect(warning?.message).toContain('no interface words in "sw"');
    expect(warning?.message).toContain("contact.pending");
    expect(warning?.message).not.toContain("menu.name");
    expect(checkContentFit(owner(), contentDir).filter((problem) => problem.field === "words")).toEqual([]);

    // A content folder of one file per part, with no words yet: the file the docs say to add.
    const ownFiles = mkdtempSync(path.join(tmpdir(), "content-"));
    const [unwritten] = checkContentFit(swahili, ownFiles).filter((problem) => problem.field === "words");
    expect(unwritten?.file).toBe(path.join(ownFiles, "words.ts"));
    expect(unwritten?.fix).toContain("in words.ts");
  });

  it("takes a headline of one to four lines and asks for that range, with an example", () => {
    const withLines = (lines: string[]) => ({
      ...owner(),
      site: { ...owner().site, hero: { ...owner().site.hero, lines } },
    });
    for (const lines of [["Pipelines"], ["Pipelines that", "Never Drop"], ["One", "Two", "Three", "Four"]])
      expect(byField(withLines(lines))["site.hero.lines"]).toBeUndefined();
    for (const [lines, message] of [
      [[], "needs at least one line (1 to 4)"],
      [["One", "Two", "Three", "Four", "Five"], "holds at most 4 lines (1 to 4)"],
    ] as const)
      expect(byField(withLines([...lines]))["site.hero.lines"]).toMatchObject({
        message,
        fix: expect.stringContaining('1 to 4 lines, such as lines: ["'),
      });
  });

  it("finds nothing wrong with another owner's content of other counts and order", () => {
    expect(checkContent(fixture, contentDir)).toEqual([]);
  });

  it("names the file, the field and a fix for each problem", () => {
    const bad = owner();
    (bad.projects[1] as { viewDelay: number }).viewDelay = 0.5;
    (bad.projects[0]?.sections[1] as { contentPosition: string }).contentPosition = "right";
    (bad.projects[2] as { url: string }).url = "not a url";
    (bad.experiences[0] as { img: string }).img = "logos/missing.svg";
    (bad.projects[3] as { id: number }).id = bad.projects[0]?.id ?? 0;

    const problems = byField(bad);
    expect(problems["projects[1].viewDelay"]).toMatchObject({
      file: path.join(contentDir, "projects.ts"),
      fix: expect.stringContaining("0.2, 0.4 or 0.6"),
    });
    expect(problems["projects[0].sections[1].contentPosition"]?.fix).toContain("'l'");
    expect(problems["projects[2].url"]?.fix).toContain("https://");
    expect(problems["experiences[0].img"]).toMatchObject({
      file: path.join(contentDir, "experiences.ts"),
      message: "there is no file images/logos/missing.svg",
    });
    expect(problems.projects).toMatchObject({
      message: `project ids must be unique: ${bad.projects[0]?.id} is used twice`,
      fix: expect.stringContaining("/project/{id}"),
    });

    const printed = formatProblems(checkContent(bad, contentDir), (file) =>
      path.relative(path.dirname(contentDir), file),
    );
    expect(printed).toContain("✗ content-alt/projects.ts → projects[1].viewDelay");
    expect(printed).toContain("fix: use 0.2, 0.4 or 0.6");
  });

  it("takes any count within its range, and names the range when one is outside it", () => {
    const bad = owner();
    bad.projects = [];
    bad.services = Array.from({ length: 13 }, (_, index) => ({
      title: `S${index}`,
      description: "A service.",
      speed: 1,
    }));
    const project = structuredClone(fixture.projects[0]);
    if (project) bad.projects = [{ ...project, sections: [] }];
    const problems = byField(bad);
    expect(problems.services).toMatchObject({
      file: path.join(contentDir, "services.ts"),
      message: "holds at most 12 services (0 to 12)",
      fix: "keep between 0 and 12 entries; an empty list takes its section off the page",
    });
    expect(problems["projects[0].sections"]).toMatchObject({
      message: "needs at least one case-study section (1 to 6)",
      fix: "keep between 1 and 6 entries",
    });

    const none = owner();
    none.projects = [];
    expect(byField(none).projects).toMatchObject({
      message: "needs at least one project (1 to 12)",
      fix: "keep between 1 and 12 entries",
    });
  });

  it("says what is wrong with the home page's order, with the names it may use", () => {
    const bad = owner();
    bad.homePage = ["hero", "work", "talk", "work"];
    const problems = byField(bad);
    expect(problems["homePage[2]"]).toMatchObject({
      file: path.join(contentDir, "home-page.ts"),
      message: '"talk" is not a section of the home page',
      fix: "use one of: hero, about, services, approach, work, statement, history, tools, testimonials, writing, contact, talks, publications",
    });
    expect(problems["homePage[3]"]?.fix).toBe("keep one of the two places");
  });

  it("refuses a list section without entries, or with an id that is not a name", () => {
    const bad = owner();
    const [talks, publications] = bad.lists ?? [];
    if (talks && publications) {
      talks.entries = [];
      publications.id = "Open Source";
    }
    const problems = byField(bad);
    expect(problems["lists[0].entries"]).toMatchObject({
      file: path.join(contentDir, "lists.ts"),
      message: "needs at least one entry (1 to 12)",
    });
    expect(problems["lists[1].id"]?.fix).toContain('such as "talks"');
  });

  it("warns, and goes on, where a text is longer than its place is made for", () => {
    const long = owner();
    long.site.jobTitle = "A".repeat(71);
    long.site.hero.lines = ["Short", "x".repeat(31), "Short"];
    long.homePage = long.homePage?.filter((name) => name !== "talks");
    expect(checkContent(long, contentDir)).toEqual([]);
    const warnings = Object.fromEntries(
      checkContentFit(long, contentDir).map((warning) => [warning.field, warning]),
    );
    expect(warnings["site.jobTitle"]).toMatchObject({
      file: path.join(contentDir, "site.ts"),
      message: expect.stringMatching(
        /^is 71 characters long; the layout is made for up to 70 here \(shown beside/,
      ),
    });
    expect(warnings["site.hero.lines[1]"]?.message).toContain("up to 30");
    expect(warnings["lists[0]"]).toMatchObject({
      message: '"talks" is not on the home page',
      fix: 'add "talks" to home-page.ts where it should show, or remove the list',
    });
    expect(checkContentFit(fixture, contentDir)).toEqual([]);
  });

  it("counts lengths in characters, an emoji as one", () => {
    const content = owner();
    content.site.ownerName = `${"é".repeat(39)}👋`;
    expect(checkContentFit(content, contentDir)).toEqual([]);
  });
});
