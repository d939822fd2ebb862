// @vitest-environment node
import path from "node:path";
import rawContent from "@content/index";
import { describe, expect, it } from "vitest";
import { checkContent } from "~/lib/content-check";
import { formatProblems } from "~/lib/problems";

const contentDir = __CONTENT_DIR__;

const clone = () => structuredClone(rawContent);

describe("npm run check", () => {
  it("finds nothing wrong with the shipped content", () => {
    expect(checkContent(rawContent, contentDir)).toEqual([]);
  });

  it("names the file, the field and a fix for each problem", () => {
    const bad = clone();
    (bad.projects[1] as { viewDelay: number }).viewDelay = 0.5;
    (bad.projects[0]?.sections[1] as { contentPosition: string }).contentPosition = "right";
    (bad.projects[2] as { url: string }).url = "not a url";
    (bad.experiences[0] as { img: string }).img = "logos/missing.svg";
    bad.testimonials.pop();
    (bad.projects[4] as { id: number }).id = 1;

    const problems = checkContent(bad, contentDir);
    const byField = Object.fromEntries(problems.map((problem) => [problem.field, problem]));

    expect(byField["projects[1].viewDelay"]).toMatchObject({
      file: path.join(contentDir, "projects.ts"),
      fix: expect.stringContaining("0.2, 0.4 or 0.6"),
    });
    expect(byField["projects[0].sections[1].contentPosition"]?.fix).toContain("'l'");
    expect(byField["projects[2].url"]?.fix).toContain("https://");
    expect(byField["experiences[0].img"]).toMatchObject({
      file: path.join(contentDir, "experiences.ts"),
      message: "there is no file images/logos/missing.svg",
    });
    expect(byField.testimonials).toMatchObject({
      file: path.join(contentDir, "testimonials.ts"),
      message: "needs exactly 3 testimonials",
    });
    expect(byField.projects?.message).toBe("project ids must be unique");

    const printed = formatProblems(problems, (file) => path.relative(path.dirname(contentDir), file));
    expect(printed).toContain("✗ content/projects.ts → projects[1].viewDelay");
    expect(printed).toContain("fix: use 0.2, 0.4 or 0.6");
  });
});
