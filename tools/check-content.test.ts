// @vitest-environment node
import { spawnSync } from "node:child_process";
import { copyFileSync, cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import sample from "../site-build/content/sample-fingerprint.json";
import { checkFolder } from "./check/check-folder";

/** What `npm run check` finds and prints in a content folder, for a site address, in this process. */
const check = async (contentDir: string, siteUrl: string, allowSample = false) => {
  const { ok, lines } = await checkFolder({ contentDir: path.resolve(contentDir), siteUrl, allowSample });
  return { status: ok ? 0 : 1, output: lines.map((line) => line.text).join("\n") };
};

/** `npm run check` as the build runs it: the command itself, its exit code and what it prints. */
const checkCommand = (contentDir: string, siteUrl: string, ...args: string[]) => {
  const run = spawnSync(process.execPath, ["--import", "tsx", "tools/check-content.ts", ...args], {
    env: { ...process.env, CONTENT_DIR: contentDir, PUBLIC_SITE_URL: siteUrl, ALLOW_SAMPLE_CONTENT: "" },
    encoding: "utf8",
  });
  return { status: run.status, output: run.stdout + run.stderr };
};

// Another owner's content (the fixture) that kept the sample's name and one of its pictures.
const kept = mkdtempSync(path.join(tmpdir(), "sample-kept-"));
cpSync("tests/fixtures/content-alt", kept, { recursive: true });
const siteFile = path.join(kept, "site.ts");
writeFileSync(
  siteFile,
  readFileSync(siteFile, "utf8").replace(/ownerName: "[^"]*"/, `ownerName: "${sample.ownerName}"`),
);
// The sample's art drawn anew, not read from the content folder, where an owner has deleted it.
const sampleArt = mkdtempSync(path.join(tmpdir(), "sample-art-"));
spawnSync(process.execPath, ["--import", "tsx", "tools/sample-art.ts", sampleArt]);
const sampleCover = Object.values(sample.images).find((image) => image.endsWith("cover.svg")) ?? "";
copyFileSync(path.join(sampleArt, sampleCover), path.join(kept, "images/work/atlas/hero.svg"));
afterAll(() => {
  for (const dir of [kept, sampleArt]) rmSync(dir, { recursive: true, force: true });
});

/** A copy of the fixture with one file's text changed. */
function fixtureWith(file: string, change: (text: string) => string) {
  const dir = mkdtempSync(path.join(tmpdir(), "owner-"));
  cpSync("tests/fixtures/content-alt", dir, { recursive: true });
  writeFileSync(path.join(dir, file), change(readFileSync(path.join(dir, file), "utf8")));
  return dir;
}

describe("npm run check, on an owner's content", () => {
  const unknown = fixtureWith("home-page.ts", (text) => text.replace('"talks",', '"talk",'));
  const long = fixtureWith("site.ts", (text) =>
    text.replace(/jobTitle: "[^"]*"/, `jobTitle: "${"Engineer ".repeat(9)}"`),
  );
  afterAll(() => {
    for (const dir of [unknown, long]) rmSync(dir, { recursive: true, force: true });
  });

  it("stops on a section the order names that does not exist, and says which names it may use", async () => {
    const { status, output } = await check(unknown, "http://localhost:3000");
    expect(status).toBe(1);
    expect(output).toMatch(
      /✗ \S+home-page\.ts → homePage\[3\]\n\s+"talk" is not a section of the home page\n\s+fix: use one of: hero, about/,
    );
  });

  it("goes on past a text longer than its place is made for, with a warning that says what fits", async () => {
    const { status, output } = await check(long, "http://localhost:3000");
    expect(status).toBe(0);
    expect(output).toMatch(
      /⚠ \S+site\.ts → site\.jobTitle\n\s+is 80 characters long; the layout is made for up to 70 here/,
    );
  });
});

describe("npm run check, for a site with a public address", () => {
  it("stops with each place that still holds the sample, and how to go ahead anyway", () => {
    const { status, output } = checkCommand(kept, "https://owner.dev");
    expect(status).toBe(1);
    expect(output).toContain("This build is for https://owner.dev");
    expect(output).toMatch(/site\.ts → site\.ownerName\n\s+still names the sample owner/);
    expect(output).toContain(`is the sample artwork (${sampleCover})`);
    expect(output).toContain("--allow-sample");
  });

  it("lets a demo of the sample go ahead when asked", () => {
    expect(checkCommand(kept, "https://owner.dev", "--allow-sample").status).toBe(0);
  });

  it("does not mind the sample on this machine", async () => {
    expect((await check(kept, "http://localhost:3000")).status).toBe(0);
  });

  it.each(["content-alt", "content-trial", "content-minimal", "content-max"])(
    "passes another owner's own content (tests/fixtures/%s)",
    async (fixture) => {
      const { status, output } = await check(`tests/fixtures/${fixture}`, "https://fixture.example");
      expect(status, output).toBe(0);
    },
  );
});

describe("npm run check, on an owner's posts", () => {
  const withPost = (name: string, text: string) => {
    const dir = mkdtempSync(path.join(tmpdir(), "posts-"));
    cpSync("tests/fixtures/content-alt", dir, { recursive: true });
    writeFileSync(path.join(dir, "writing", name), text);
    return dir;
  };
  const frontmatter = (extra = "") =>
    `---\ntitle: A post\ndate: 2026-04-01\nsummary: What it says.\ntags: []\n${extra}---\n`;
  const dirs: string[] = [];
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });
  const checkPost = async (name: string, text: string) => {
    const dir = withPost(name, text);
    dirs.push(dir);
    return check(dir, "http://localhost:3000");
  };

  it("names the file and line of a component the site does not have", async () => {
    const { status, output } = await checkPost("widget.mdx", `${frontmatter()}\nFirst line.\n\n<Widget />\n`);
    expect(status).toBe(1);
    expect(output).toMatch(/✗ \S+writing\/widget\.mdx:10 → text\n\s+<Widget> is not a component of the site/);
  });

  it("names the file and line of MDX that does not compile", async () => {
    const { status, output } = await checkPost("broken.mdx", `${frontmatter()}\nSome text.\n\n<div>\n`);
    expect(status).toBe(1);
    expect(output).toMatch(/✗ \S+writing\/broken\.mdx:\d+ → text\n/);
  });

  it("names a missing image and a cover that does not exist, each at its line", async () => {
    const image = await checkPost("pictures.mdx", `${frontmatter()}\n![A queue](./queue.png)\n`);
    expect(image.status).toBe(1);
    expect(image.output).toMatch(
      /writing\/pictures\.mdx:8 → text\n\s+the image \.\/queue\.png is not beside the post/,
    );
    const cover = await checkPost("cover.mdx", frontmatter("cover: ./nowhere.png\n"));
    expect(cover.output).toMatch(/writing\/cover\.mdx:6 → cover\n\s+there is no image at \.\/nowhere\.png/);
  });

  it("checks drafts too, and says which frontmatter is wrong where", async () => {
    const { status, output } = await checkPost(
      "wrong.md",
      "---\ntitle: Wrong\ndate: 2026-13-01\nsummary: x\ntags: [ok]\nauthor: me\ndraft: true\n---\nText\n",
    );
    expect(status).toBe(1);
    expect(output).toMatch(
      /wrong\.md:3 → date\n\s+must be a date written YYYY-MM-DD|wrong\.md:3 → date\n\s+is not a day/,
    );
    expect(output).toMatch(/wrong\.md:6 → author\n\s+"author" is not a frontmatter field of a post/);
  });

  it("refuses two files with one address", async () => {
    const dir = withPost("twice.md", frontmatter());
    dirs.push(dir);
    writeFileSync(path.join(dir, "writing", "twice.mdx"), frontmatter());
    const { status, output } = await check(dir, "http://localhost:3000");
    expect(status).toBe(1);
    expect(output).toMatch(/twice\.mdx → file name\n\s+twice\.md has the address \/writing\/twice too/);
  });
});
