// @vitest-environment node
// A fork in a real git repository, as an owner keeps one for years: her content in content/, the
// template's next version merged in (docs/updating.md). Nothing here is faked but the template's
// remote, a folder beside the fork.
import { execFileSync, execSync } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { runProjectCommand } from "../../support/project-command";

const project = process.cwd();
const work = mkdtempSync(path.join(tmpdir(), "fork-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const env = {
  ...process.env,
  GIT_AUTHOR_NAME: "Owner",
  GIT_AUTHOR_EMAIL: "owner@example.com",
  GIT_COMMITTER_NAME: "Owner",
  GIT_COMMITTER_EMAIL: "owner@example.com",
  CONTENT_DIR: "",
  PUBLIC_SITE_URL: "http://localhost:3000",
};
const git = (cwd: string, ...args: string[]) =>
  execFileSync("git", ["-c", "init.defaultBranch=main", ...args], { cwd, env, encoding: "utf8" }).trim();

/** `npm run check` in a repository, as its owner runs it. */
const check = (cwd: string, ...args: string[]) =>
  runProjectCommand("tools/check-content.ts", {
    args,
    cwd,
    env: { CONTENT_DIR: "", PUBLIC_SITE_URL: env.PUBLIC_SITE_URL },
  });

/** The template as this checkout has it: every file git would commit, the owner's content/ left out. */
function copyTemplate(to: string) {
  const files = git(project, "ls-files", "-co", "--exclude-standard")
    .split("\n")
    .filter((file) => file && !file.startsWith("content/") && existsSync(path.join(project, file)));
  for (const file of files) {
    mkdirSync(path.dirname(path.join(to, file)), { recursive: true });
    cpSync(path.join(project, file), path.join(to, file));
  }
}

/** The owner's content of another shape than the sample's: the fixture's, without its gather file. */
function writeOwnerContent(dir: string) {
  cpSync(path.join(project, "tests/fixtures/content-alt"), dir, { recursive: true });
  rmSync(path.join(dir, "index.ts"));
  rmSync(path.join(dir, "README.md"), { force: true });
}

function newTemplate(name: string) {
  const dir = path.join(work, name);
  mkdirSync(dir);
  copyTemplate(dir);
  git(dir, "init", "-q");
  git(dir, "add", "-A");
  git(dir, "commit", "-q", "-m", "The template");
  return dir;
}

function cloneFork(template: string, name: string) {
  const fork = path.join(work, name);
  git(work, "clone", "-q", template, fork);
  symlinkSync(path.join(project, "node_modules"), path.join(fork, "node_modules"));
  return fork;
}

/** What a release of the template does: its sample reworded, a sample post added, its code and schema changed. */
function releaseNextVersion(template: string) {
  const edit = (file: string, change: (text: string) => string) =>
    writeFileSync(path.join(template, file), change(readFileSync(path.join(template, file), "utf8")));
  edit("sample/projects.ts", (text) =>
    text.replace(/description: "[^"]*"/, 'description: "Reworded by the template."'),
  );
  edit("sample/testimonials.ts", (text) =>
    text.replace(/description:\s*"[^"]*"/, 'description: "A reworded testimonial."'),
  );
  writeFileSync(
    path.join(template, "sample/writing/a-new-sample-post.md"),
    '---\ntitle: "A new sample post"\ndate: 2026-11-30\nsummary: "Only the sample has it."\ntags: [sample]\n---\n\nNew in the template.\n',
  );
  edit("app/root.tsx", (text) => `${text}\n// A change of the template's code.\n`);
  edit("app/content/schema.ts", (text) =>
    text.replace(
      "  notFound: text,\n});",
      "  notFound: text,\n  /** New in this version. */\n  pronouns: text.optional(),\n});",
    ),
  );
  git(template, "add", "-A");
  git(template, "commit", "-q", "-m", "The template's next version");
}

/** Merges the template's main into the fork: the paths left in conflict. */
function takeTemplate(fork: string, template: string, before?: () => void) {
  git(fork, "remote", "add", "template", template);
  git(fork, "fetch", "-q", "template");
  before?.();
  try {
    git(fork, "merge", "--no-edit", "-q", "template/main");
  } catch {
    // A conflict: the paths git left unmerged are the answer.
  }
  return git(fork, "diff", "--name-only", "--diff-filter=U");
}

const postsOf = (repo: string) =>
  JSON.parse(
    execFileSync(
      process.execPath,
      [
        "--import",
        "tsx",
        "-e",
        'import("./site-build/writing/post-files.ts").then(async ({ writingPathsIn }) => { const { resolveContentDir } = await import("./app/content/content-folder.server.ts"); console.log(JSON.stringify(writingPathsIn(resolveContentDir()).slugs)); })',
      ],
      { cwd: repo, env, encoding: "utf8" },
    ),
  ) as string[];

describe("an owner's fork, kept for years", () => {
  it("starts its content with one command and takes the template's next version with 0 conflicts", () => {
    const template = newTemplate("template");
    const fork = cloneFork(template, "fork");
    expect(check(fork).out).toContain("Content OK (sample)");

    execFileSync(process.execPath, ["--import", "tsx", "tools/init-content.ts"], { cwd: fork, env });
    expect(readFileSync(path.join(fork, "content/site.ts"), "utf8")).toBe(
      readFileSync(path.join(fork, "sample/site.ts"), "utf8"),
    );
    // She makes it hers: her own content replaces the copy, her posts none of the sample's.
    rmSync(path.join(fork, "content"), { recursive: true });
    writeOwnerContent(path.join(fork, "content"));
    git(fork, "add", "-A");
    git(fork, "commit", "-q", "-m", "My content");
    const ownPosts = postsOf(fork);

    releaseNextVersion(template);
    expect(takeTemplate(fork, template)).toBe("");
    expect(git(fork, "status", "--porcelain")).toBe("");
    expect(readFileSync(path.join(fork, "app/content/schema.ts"), "utf8")).toContain("pronouns");

    const checked = check(fork);
    expect(checked.code, checked.out).toBe(0);
    expect(checked.out).toContain("Content OK (content)");
    expect(postsOf(fork)).toEqual(ownPosts);
    expect(postsOf(fork)).not.toContain("a-new-sample-post");
  });

  it("moves a fork made before 2.0.0 (content in app/content/) with one step, then merges with 0 conflicts", () => {
    // The template as it was: the sample and the gather file in app/content/, beside the schema.
    const template = newTemplate("old-template");
    for (const name of ["sample"]) {
      execSync(`cp -r ${name}/. app/content/ && rm -r ${name}`, { cwd: template });
    }
    cpSync(
      path.join(project, "tests/fixtures/content-minimal/index.ts"),
      path.join(template, "app/content/index.ts"),
    );
    git(template, "add", "-A");
    git(template, "commit", "-q", "-m", "The template before 2.0.0");

    // Her fork: her content over the sample's files in app/content/, the sample's pictures and
    // posts deleted, a field by its name before 2.0.0.
    const fork = cloneFork(template, "old-fork");
    const old = path.join(fork, "app/content");
    git(fork, "rm", "-r", "-q", "app/content/images", "app/content/writing");
    const mine = path.join(work, "mine");
    writeOwnerContent(mine);
    const site = path.join(mine, "site.ts");
    writeFileSync(site, readFileSync(site, "utf8").replace("  approach:", "  secondParagraph:"));
    cpSync(mine, old, { recursive: true });
    git(fork, "add", "-A");
    git(fork, "commit", "-q", "-m", "My content");

    // The template's 2.0.0: this checkout's layout.
    git(template, "rm", "-r", "-q", ".");
    copyTemplate(template);
    git(template, "add", "-A");
    git(template, "commit", "-q", "-m", "2.0.0: the owner's content in content/");

    const conflicts = takeTemplate(fork, template, () => {
      const step = git(fork, "show", "template/main:tools/move-content.mjs");
      const said = execFileSync(process.execPath, ["--input-type=module", "-", "template/main"], {
        cwd: fork,
        env,
        input: step,
        encoding: "utf8",
      });
      expect(said).toMatch(/Moved \d+ file\(s\) of yours/);
    });
    expect(conflicts).toBe("");
    expect(existsSync(path.join(fork, "app/content/site.ts"))).toBe(false);
    expect(existsSync(path.join(fork, "content/de/index.ts"))).toBe(true);
    expect(readFileSync(path.join(fork, "content/site.ts"), "utf8")).toContain("secondParagraph");

    const before = check(fork);
    expect(before.code).toBe(1);
    expect(before.out).toContain("content/site.ts → site.secondParagraph");
    const fixed = check(fork, "--fix");
    expect(fixed.code, fixed.out).toBe(0);
    expect(fixed.out).toContain("Content OK (content)");
    renameSync(path.join(fork, "content"), path.join(fork, "app/content/images"));
    // Content left in app/content/ (a move skipped) is named, never built silently from the sample.
    expect(check(fork).out).toMatch(/content in app\/content\/, where it lived before 2\.0\.0/);
  });
});
