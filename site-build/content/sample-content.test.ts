// @vitest-environment node
import path from "node:path";
import { describe, expect, it } from "vitest";
import fixture from "../../tests/fixtures/content-alt/index.ts";
import { imageReferences } from "./content-check.ts";
import { findSampleContent, fingerprintOf, isPublicAddress, sampleStateOf } from "./sample-content.ts";
import sample from "./sample-fingerprint.json";

const fixtureDir = path.resolve("tests/fixtures/content-alt");

describe("the sample content guard", () => {
  it("finds nothing of the sample in another owner's content", () => {
    expect(findSampleContent(fixture, fixtureDir, sample)).toEqual([]);
  });

  it("names each place that still holds the sample owner's name or links", () => {
    const kept = structuredClone(fixture);
    kept.site.ownerName = sample.ownerName;
    kept.site.title = `${sample.ownerName} — portfolio`;
    const sampleProfile = sample.links.find((link) => link.startsWith("https://github.com/")) ?? "";
    (kept.socialLinks[1] as { href: string }).href = `${sampleProfile}/`;

    const problems = findSampleContent(kept, fixtureDir, sample);
    expect(problems.map((problem) => problem.field)).toEqual([
      "site.ownerName",
      "site.title",
      "socialLinks[1].href",
    ]);
    expect(problems[0]).toMatchObject({
      file: path.join(fixtureDir, "site.ts"),
      message: `still names the sample owner, ${sample.ownerName}`,
    });
    expect(problems[2]).toMatchObject({
      file: path.join(fixtureDir, "social-links.ts"),
      fix: "link to your own site or profile, or remove the entry",
    });
  });

  it("knows the sample's posts and their pictures by their bytes", () => {
    const asSample = fingerprintOf(fixture, fixtureDir);
    const posts = findSampleContent(fixture, fixtureDir, {
      ...asSample,
      ownerName: "",
      links: [],
      images: {},
    });
    expect(posts.map((problem) => path.basename(problem.file)).sort()).toEqual(
      Object.values(asSample.writing ?? {})
        .map((file) => path.basename(file))
        .sort(),
    );
    expect(posts[0]).toMatchObject({ field: "writing", message: expect.stringMatching(/is a sample post/) });
  });

  it("knows sample artwork by its bytes, whatever it is called", () => {
    // Taken as if the fixture were the sample: every picture it names is then "sample".
    const asSample = fingerprintOf(fixture, fixtureDir);
    const images = findSampleContent(fixture, fixtureDir, {
      ...asSample,
      ownerName: "",
      links: [],
      writing: {},
    });
    expect(images.length).toBe(imageReferences(fixture).length);
    expect(images.length).toBeGreaterThan(10);
    expect(images.find((problem) => problem.field === "projects[0].src")).toMatchObject({
      file: path.join(fixtureDir, "projects.ts"),
      message: expect.stringMatching(/^images\/\S+ is the sample artwork/),
      fix: expect.stringContaining("projects[0].src"),
    });
  });

  it("guards only builds for a public address", () => {
    expect(isPublicAddress("http://localhost:3000")).toBe(false);
    expect(isPublicAddress("http://127.0.0.1:4321")).toBe(false);
    expect(isPublicAddress("http://portfolio.localhost")).toBe(false);
    expect(isPublicAddress("http://[::1]:3000")).toBe(false);
    expect(isPublicAddress("https://jane.dev")).toBe(true);
    expect(isPublicAddress("https://fixture.example")).toBe(true);
  });
});

describe("what the content is, for the tests of the sample's own facts", () => {
  // The fixture stands in for the sample: its own fingerprint, taken as tools/sample-fingerprint.ts takes it.
  const taken = fingerprintOf(fixture, fixtureDir);

  it("is the sample while every word matches the fingerprint", () => {
    expect(sampleStateOf(fixture, fixtureDir, taken)).toBe("sample");
  });

  it("is stale after one word of it changes, its owner's name kept", () => {
    const edited = structuredClone(fixture);
    edited.site.title = `${edited.site.title}!`;
    expect(sampleStateOf(edited, fixtureDir, taken)).toBe("stale");
  });

  it("is an owner's once the name is theirs", () => {
    const owners = structuredClone(fixture);
    owners.site.ownerName = "Ada Okafor";
    expect(sampleStateOf(owners, fixtureDir, taken)).toBe("owner");
  });
});
