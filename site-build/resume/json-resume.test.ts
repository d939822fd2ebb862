// @vitest-environment node
import path from "node:path";
import { validate } from "@jsonresume/schema";
import { describe, expect, it } from "vitest";
import { loadContent } from "../../app/content/content-folder.server.ts";
import type { Content } from "../../app/content/schema.ts";
import { jsonResume } from "./json-resume.ts";
import { resumeData } from "./resume-data.ts";

const owners = [
  "sample",
  "tests/fixtures/content-alt",
  "tests/fixtures/content-trial",
  "tests/fixtures/content-minimal",
  "tests/fixtures/content-max",
];

/** Every problem the JSON Resume schema finds, by its place. */
const problemsOf = (resume: unknown) =>
  new Promise<string[]>((resolve) =>
    validate(resume, (errors: Array<{ property: string; message: string }> | null) =>
      resolve((errors ?? []).map((error) => `${error.property}: ${error.message}`)),
    ),
  );

describe("the owner's content as JSON Resume (/resume.json)", () => {
  it.each(owners)("is valid against the schema for %s", async (dir) => {
    const content = (await loadContent(path.resolve(dir))) as Content;
    const resume = jsonResume(content, "https://jane.example");
    expect(await problemsOf(resume)).toEqual([]);
  });

  it("carries the name, the jobs with their years, the projects, the profiles and the tools", async () => {
    const content = (await loadContent(path.resolve("tests/fixtures/content-alt"))) as Content;
    const resume = jsonResume(content, "https://jane.example") as {
      basics: { name: string; label: string; profiles: Array<{ url: string }> };
      work: Array<{ name: string; position: string; startDate?: string }>;
      projects: Array<{ name: string }>;
      meta: { canonical: string };
    };
    expect(resume.basics).toMatchObject({ name: content.site.ownerName, label: content.site.jobTitle });
    expect(resume.work.map((job) => job.name)).toEqual(content.experiences.map((job) => job.company));
    expect(resume.work.every((job) => /^[12]\d{3}$/.test(job.startDate ?? ""))).toBe(true);
    expect(resume.projects.map((project) => project.name)).toEqual(
      content.projects.map((project) => project.name),
    );
    expect(resume.basics.profiles.map((profile) => profile.url)).toEqual(
      content.socialLinks.filter((link) => !link.href.startsWith("mailto:")).map((link) => link.href),
    );
    expect(resume.meta.canonical).toBe("https://jane.example/resume.json");
  });

  it("reads the years of a role written in Arabic, Persian or Devanagari digits", async () => {
    const content = (await loadContent(path.resolve("tests/fixtures/content-alt"))) as Content;
    const [first, second, third] = content.experiences;
    if (!first || !second || !third) throw new Error("the fixture has three roles or more");
    first.year = "٢٠١٩ — ٢٠٢٣";
    second.year = "۲۰۱۸ — ۲۰۲۰";
    third.year = "२०२३ — अब";
    const resume = jsonResume(content, "https://jane.example") as {
      work: Array<{ startDate?: string; endDate?: string }>;
    };
    expect(resume.work.slice(0, 3)).toMatchObject([
      { startDate: "2019", endDate: "2023" },
      { startDate: "2018", endDate: "2020" },
      { startDate: "2023" },
    ]);
    expect(resume.work[2]?.endDate).toBeUndefined();
  });

  it("in another language, links to that language's pages, as its PDF does", async () => {
    const content = (await loadContent(path.resolve("tests/fixtures/content-alt"))) as Content;
    const ownPage = content.projects.find((project) => !project.url);
    if (!ownPage) throw new Error("the fixture has a project without its own address");
    const resume = jsonResume(content, "https://jane.example", "/de") as {
      projects: Array<{ name: string; url: string }>;
      meta: { canonical: string };
    };
    expect(resume.projects.find((project) => project.name === ownPage.name)?.url).toBe(
      `https://jane.example/de/project/${ownPage.id}`,
    );
    expect(resume.meta.canonical).toBe("https://jane.example/de/resume.json");
    const printed = resumeData(content, "https://jane.example", "A4", "/de");
    expect(JSON.stringify(printed)).toContain(`"href":"https://jane.example/de/project/${ownPage.id}"`);
  });
});
