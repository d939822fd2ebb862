import rawContent from "@content/index";
import { describe, expect, it } from "vitest";
import { contentSchema } from "~/content/schema";
import { checkContent } from "~/lib/content-check";

/** What `npm run check` and the prerender say about the content: each field with its message. */
const problemsOf = (raw: unknown) =>
  checkContent(raw, __CONTENT_DIR__)
    .map((problem) => `${problem.field}: ${problem.message}`)
    .join("\n");

const clone = () => structuredClone(rawContent);

describe("content schema", () => {
  it("accepts the shipped content", () => {
    expect(contentSchema.safeParse(rawContent).success).toBe(true);
  });

  it("names the field when a project has a viewDelay outside 0.2 / 0.4 / 0.6", () => {
    const bad = clone();
    (bad.projects[1] as { viewDelay: number }).viewDelay = 0.3;
    expect(problemsOf(bad)).toMatch(/projects\[1\]\.viewDelay: must be one of 0\.2, 0\.4, 0\.6/);
  });

  it("names the field when a section's contentPosition is not 'l' or 'r'", () => {
    const bad = clone();
    (bad.projects[0]?.sections[2] as { contentPosition: string }).contentPosition = "left";
    expect(problemsOf(bad)).toMatch(/projects\[0\]\.sections\[2\]\.contentPosition: must be 'l' or 'r'/);
  });

  it("allows an empty project url but not a malformed one", () => {
    const empty = clone();
    (empty.projects[0] as { url: string }).url = "";
    expect(contentSchema.safeParse(empty).success).toBe(true);

    const bad = clone();
    (bad.projects[0] as { url: string }).url = "halcyon dot coffee";
    expect(problemsOf(bad)).toMatch(/projects\[0\]\.url/);
  });

  it("requires the counts the product fixes", () => {
    const bad = clone();
    bad.testimonials.pop();
    bad.services.push({ title: "Extra", description: "One too many.", speed: 1 });
    const message = problemsOf(bad);
    expect(message).toMatch(/testimonials: needs exactly 3 testimonials/);
    expect(message).toMatch(/services: needs exactly 6 services/);
  });

  it("rejects duplicate project ids and empty text", () => {
    const bad = clone();
    (bad.projects[5] as { id: number }).id = 1;
    (bad.site as { ownerName: string }).ownerName = "  ";
    const result = contentSchema.safeParse(bad);
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((issue) => issue.path.join("."));
    expect(paths).toContain("projects");
    expect(paths).toContain("site.ownerName");
  });

  it("ships a project without a url, as the product's third project", () => {
    expect(rawContent.projects.find((project) => project.id === 3)?.url).toBe("");
  });
});
