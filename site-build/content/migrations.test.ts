// @vitest-environment node
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { runProjectCommand } from "../../support/project-command.ts";
import { migrateSource, migrationsDue } from "./migrations.ts";

const work = mkdtempSync(path.join(tmpdir(), "migrate-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** `npm run check` on a folder, as an owner runs it: its output and exit code. */
const check = (dir: string, ...args: string[]) =>
  runProjectCommand("tools/check-content.ts", {
    args,
    env: { CONTENT_DIR: dir, PUBLIC_SITE_URL: "http://localhost:3000", ALLOW_SAMPLE_CONTENT: "" },
  });

describe("a field a release renamed", () => {
  it("is named with its new name, in the file that holds it", () => {
    const [problem, ...rest] = migrationsDue({ site: { secondParagraph: "Hi" } }, () => "site.ts");
    expect(rest).toEqual([]);
    expect(problem).toMatchObject({ file: "site.ts", field: "site.secondParagraph" });
    expect(problem?.message).toMatch(/renamed to site\.approach in 2\.0\.0/);
    expect(problem?.fix).toMatch(/npm run check -- --fix/);
  });

  it("is renamed in the source, every other byte kept", () => {
    const before = [
      'import type { Site } from "~/content/schema";',
      "",
      "export const site: Site = {",
      '  about: "First",',
      "  // my own comment stays",
      '  secondParagraph: "Second, with secondParagraph in it",',
      "};",
      "",
    ].join("\n");
    const { text, renamed } = migrateSource(before);
    expect(renamed).toEqual(["site.secondParagraph"]);
    expect(text).toBe(before.replace("  secondParagraph:", "  approach:"));
  });

  it("is renamed inside a language's part and an index.ts holding everything", () => {
    const translation = 'export default { site: { secondParagraph: "Zweiter" } } satisfies Translation;\n';
    expect(migrateSource(translation).text).toBe(translation.replace("secondParagraph", "approach"));
    // A quoted key stays quoted.
    const quoted = 'export default { "site": { "secondParagraph": "Zweiter" } };\n';
    expect(migrateSource(quoted).text).toBe(quoted.replace('"secondParagraph"', '"approach"'));
    // The same name elsewhere (not the site's) is not the field.
    const elsewhere = 'export const lists = [{ secondParagraph: "a list entry of the owner\'s" }];\n';
    expect(migrateSource(elsewhere).renamed).toEqual([]);
  });

  // Three runs of the check, each a process of its own: 15 s on a quiet machine, 35 s seen under
  // the test run's own load, past the suite's 30 s.
  it("fails npm run check on a folder written for the previous schema, and --fix migrates it", {
    timeout: 90_000,
  }, () => {
    const dir = path.join(work, "owner");
    cpSync(path.resolve("tests/fixtures/content-alt"), dir, { recursive: true });
    rmSync(path.join(dir, "index.ts"));
    const site = path.join(dir, "site.ts");
    const current = readFileSync(site, "utf8");
    writeFileSync(site, current.replace("  approach:", "  secondParagraph:"));
    const german = path.join(dir, "de", "index.ts");
    writeFileSync(
      german,
      readFileSync(german, "utf8").replace(/\bsite: \{/, 'site: { secondParagraph: "Zweiter Absatz.",'),
    );

    const before = check(dir);
    expect(before.code).toBe(1);
    expect(before.out).toMatch(/site\.ts → site\.secondParagraph\n\s+renamed to site\.approach in 2\.0\.0/);

    const fixed = check(dir, "--fix");
    expect(fixed.out).toContain("Renamed in");
    expect(fixed.code, fixed.out).toBe(0);
    expect(readFileSync(site, "utf8")).toBe(current);
    expect(readFileSync(german, "utf8")).toContain('approach: "Zweiter Absatz."');
    expect(check(dir).code).toBe(0);
  });
});
