// @vitest-environment node
import { execFile } from "node:child_process";
import { rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

const biome = path.resolve("node_modules/.bin/biome");

/** Lints a one-line file placed in `folder` that imports `specifier`; the file is removed after. */
async function lintImport(folder: string, specifier: string) {
  const file = path.join(folder, `direction-probe-${process.pid}-${Date.now()}.ts`);
  writeFileSync(file, `import * as imported from "${specifier}";\nexport const probe = imported;\n`);
  try {
    await promisify(execFile)(biome, ["lint", file]);
    return "";
  } catch (error) {
    const { stdout = "", stderr = "" } = error as { stdout?: string; stderr?: string };
    return stdout + stderr;
  } finally {
    rmSync(file, { force: true });
  }
}

// The directions written in docs/decisions/011-one-direction-for-imports.md, each tried against Biome.
describe("imports run one way, and Biome refuses one that runs against it", () => {
  it.each([
    ["app/content", "~/lib/content/site-content"],
    ["app/lib", "~/components/arrow-icon"],
    ["app/lib", "~/motion/after-next-frame"],
    ["app/motion", "~/components/arrow-icon"],
    ["app/components", "~/sections/contact"],
    ["app/sections", "~/routes/home"],
    ["app/routes", "../../server/config"],
    ["app/lib", "../../tests/e2e/helpers"],
    ["server", "../site-build/build-dir.js"],
    ["server", "../app/components/arrow-icon.js"],
    ["site-build", "../tools/check-content.ts"],
    ["tools", "../tests/e2e/helpers.ts"],
    ["support", "../tests/server/harness.ts"],
  ])("from %s, importing %s fails the lint", async (folder, specifier) => {
    expect(await lintImport(folder, specifier)).toContain("lint/style/noRestrictedImports");
  });

  it.each([
    ["app/sections", "~/components/arrow-icon"],
    ["app/lib", "~/constants"],
    ["app/motion", "~/lib/app-store"],
    ["app/components", "~/motion/reveal"],
    ["server/collector", "../../app/lib/contact/contact-fields.js"],
    ["tools", "../support/find-chromium.ts"],
  ])("from %s, importing %s is allowed", async (folder, specifier) => {
    expect(await lintImport(folder, specifier)).not.toContain("noRestrictedImports");
  });
});
