// @vitest-environment node
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  CASE_STUDY_SECTION_COUNT,
  EXPERIENCE_CARD_COUNT,
  PROJECT_COUNT,
  SERVICE_COUNT,
  TESTIMONIAL_COUNT,
} from "~/constants";
import { loadContent } from "~/content/content-folder.server";
import { type Content, contentSchema } from "~/content/schema";
import { checkContent } from "../../site-build/content/content-check";
import { sampleStateOf, staleFingerprintMessage } from "../../site-build/content/sample-content";
import sampleFingerprint from "../../site-build/content/sample-fingerprint.json";
import fixture from "../../tests/fixtures/content-alt/index";

/** What `npm run check` and the prerender say about the content: each field with its message. */
const problemsOf = (raw: unknown) =>
  checkContent(raw, path.resolve("tests/fixtures/content-alt"))
    .map((problem) => `${problem.field}: ${problem.message}`)
    .join("\n");

/** Another owner's content (the tests' fixture), to change one thing at a time. */
const owner = () => structuredClone(fixture) as Content;
const rawContent = (await loadContent(__CONTENT_DIR__)) as Content;
const sampleState = sampleStateOf(rawContent, __CONTENT_DIR__, sampleFingerprint);
const sampleBuilt = sampleState === "sample";
if (sampleState === "owner") {
  console.info("content/ is an owner's own content: the tests of the sample's own facts are skipped.");
}

describe("content schema", () => {
  it("accepts the content being built", () => {
    expect(contentSchema.safeParse(rawContent).success).toBe(true);
  });

  it("names the field when a project has a viewDelay outside 0.2 / 0.4 / 0.6", () => {
    const bad = owner();
    (bad.projects[1] as { viewDelay: number }).viewDelay = 0.3;
    expect(problemsOf(bad)).toMatch(/projects\[1\]\.viewDelay: must be one of 0\.2, 0\.4, 0\.6/);
  });

  it("names the field when a section's contentPosition is not 'l' or 'r'", () => {
    const bad = owner();
    (bad.projects[0]?.sections[1] as { contentPosition: string }).contentPosition = "left";
    expect(problemsOf(bad)).toMatch(/projects\[0\]\.sections\[1\]\.contentPosition: must be 'l' or 'r'/);
  });

  it("allows an empty project url but not a malformed one", () => {
    const empty = owner();
    (empty.projects[0] as { url: string }).url = "";
    expect(contentSchema.safeParse(empty).success).toBe(true);

    const bad = owner();
    (bad.projects[0] as { url: string }).url = "halcyon dot coffee";
    expect(problemsOf(bad)).toMatch(/projects\[0\]\.url/);
  });

  it("takes any whole positive project ids, and the language as a tag", () => {
    const content = owner();
    expect(content.projects.map((project) => project.id)).toEqual([3, 17, 40, 204]);
    expect(contentSchema.safeParse(content).success).toBe(true);
    (content.projects[0] as { id: number }).id = 0;
    (content.site as { lang: string }).lang = "English";
    expect(problemsOf(content)).toMatch(/projects\[0\]\.id: /);
    expect(problemsOf(content)).toMatch(/site\.lang: must be a language tag/);
  });

  it("rejects duplicate project ids and empty text", () => {
    const bad = owner();
    (bad.projects[3] as { id: number }).id = bad.projects[0]?.id ?? 0;
    (bad.site as { ownerName: string }).ownerName = "  ";
    const result = contentSchema.safeParse(bad);
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((issue) => issue.path.join("."));
    expect(paths).toContain("projects");
    expect(paths).toContain("site.ownerName");
  });
});

describe("the sample's fingerprint", () => {
  it.skipIf(sampleState === "owner")("matches app/content, where it still names the sample's owner", () => {
    expect(sampleState, staleFingerprintMessage(sampleFingerprint.ownerName)).toBe("sample");
  });
});

describe.skipIf(!sampleBuilt)("the sample content (skipped: app/content is not the sample)", () => {
  it("keeps the product's counts: six projects of three sections, six services, four roles, three testimonials", () => {
    const sample = rawContent as Content;
    expect(sample.projects).toHaveLength(PROJECT_COUNT);
    expect(sample.projects.every((project) => project.sections.length === CASE_STUDY_SECTION_COUNT)).toBe(
      true,
    );
    expect(sample.services).toHaveLength(SERVICE_COUNT);
    expect(sample.services.map((service) => service.title)).toEqual([
      "Apps",
      "Web",
      "Design",
      "Consult",
      "Integrate",
      "Meatloaf",
    ]);
    expect(sample.experiences).toHaveLength(EXPERIENCE_CARD_COUNT);
    expect(sample.testimonials).toHaveLength(TESTIMONIAL_COUNT);
  });

  it("ships a project without a url, as the product's third project", () => {
    expect(rawContent.projects.find((project) => project.id === 3)?.url).toBe("");
  });
});
