// @vitest-environment node
import { execFile } from "node:child_process";
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { beforeAll, describe, expect, it } from "vitest";

const biome = path.resolve("node_modules/.bin/biome");

const refused = [
  ["app/content", "~/lib/content/site-content"],
  ["app/lib", "~/components/arrow-icon"],
  ["app/lib", "~/motion/after-next-frame"],
  ["app/motion", "~/components/arrow-icon"],
  ["app/components", "~/sections/contact"],
  ["app/sections", "~/routes/home"],
  ["app/routes", "../../server/settings/config"],
  ["app", "../site-build/content-dir"],
  ["app/lib", "node:fs"],
  ["app/components", "node:path"],
  ["app/lib", "../../tests/e2e/helpers"],
  ["server", "../site-build/build-dir.js"],
  ["server", "../app/components/arrow-icon.js"],
  ["site-build", "../tools/check-content.ts"],
  // A Vite plugin is the top of its folder: no other part of the build imports one.
  ["site-build/images", "../content/vite-plugin.ts"],
  ["site-build/writing", "../images/vite-plugin.ts"],
  ["site-build/fonts", "../app/components/arrow-icon.tsx"],
  ["tools", "../tests/e2e/helpers.ts"],
  ["support", "../tests/server/harness.ts"],
  // Outside app/motion, a mechanism's inner modules are reached only through its surface (decision 067).
  ["app/components", "~/motion/splash/covered-page"],
  ["app/sections", "../motion/page-arrival/open-project"],
  ["app/routes", "~/motion/blocks-in-order/blocks-in-order"],
  ["app", "./motion/splash/splash-clock"],
  ["app/lib/seo/*.server.ts", "~/motion/page-arrival/page-link"],
] as const;

const allowed = [
  ["app/sections", "~/components/arrow-icon"],
  ["app/lib", "~/constants"],
  ["app/lib/seo/*.server.ts", "node:fs"],
  ["app/motion", "~/lib/app-store"],
  ["app/components", "~/motion/reveal"],
  ["app/components", "~/motion/splash"],
  ["app/routes", "~/motion/page-arrival"],
  ["app", "./motion/blocks-in-order"],
  ["app/motion", "~/motion/splash/page-flags"],
  ["app/motion/splash", "./uncover-in-steps"],
  ["server/collector", "../../app/lib/contact/contact-fields.js"],
  ["tools", "../support/find-chromium.ts"],
  ["site-build/images", "../content/read-split-content.ts"],
  ["site-build/writing", "./vite-plugin.ts"],
] as const;

type Diagnostic = { category: string; location: { path: string } };

/**
 * Places a one-line file that imports each specifier in its folder, lints them all with one
 * Biome run (its scan of the project is most of a run's time), and removes them. Returns the
 * rules each probe broke, by folder and specifier.
 */
async function lintProbes() {
  const probes = [...refused, ...allowed].map(([folder, specifier], index) => {
    // "dir/*.server.ts": a probe named as a module read only at build time is.
    const [dir, ending] = folder.endsWith("/*.server.ts")
      ? [path.dirname(folder), ".server.ts"]
      : [folder, ".ts"];
    const file = path.join(dir, `direction-probe-${process.pid}-${index}${ending}`);
    writeFileSync(file, `import * as imported from "${specifier}";\nexport const probe = imported;\n`);
    return { key: `${folder} ${specifier}`, file };
  });
  let output = "";
  try {
    output = (await promisify(execFile)(biome, ["lint", "--reporter=json", ...probes.map((p) => p.file)]))
      .stdout;
  } catch (error) {
    output = (error as { stdout?: string }).stdout ?? "";
  } finally {
    for (const { file } of probes) rmSync(file, { force: true });
  }
  const { diagnostics } = JSON.parse(output) as { diagnostics: Diagnostic[] };
  return new Map(
    probes.map(({ key, file }) => [
      key,
      diagnostics
        .filter((d) => path.normalize(d.location.path) === path.normalize(file))
        .map((d) => d.category),
    ]),
  );
}

let rules: Map<string, string[]>;
beforeAll(async () => {
  rules = await lintProbes();
});

// The directions written in docs/decisions/011-one-direction-for-imports.md, each tried against Biome.
describe("imports run one way, and Biome refuses one that runs against it", () => {
  it.each(refused)("from %s, importing %s fails the lint", (folder, specifier) => {
    expect(rules.get(`${folder} ${specifier}`)).toContain("lint/style/noRestrictedImports");
  });

  it.each(allowed)("from %s, importing %s is allowed", (folder, specifier) => {
    expect(rules.get(`${folder} ${specifier}`)).toEqual(expect.any(Array));
    expect(rules.get(`${folder} ${specifier}`)).not.toContain("lint/style/noRestrictedImports");
  });
});

// React Router keeps the route table in app/ and reads it in Node at build time; it alone in app/ may
// import one module of the build (biome.json's override for app/routes.ts), which a probe beside it
// cannot try, since the override names that one file.
it("the route table imports from outside app/ only the build's route table", () => {
  const specifiers = [...readFileSync("app/routes.ts", "utf8").matchAll(/from "([^"]+)"/g)].map(
    (m) => m[1] ?? "",
  );
  const outside = specifiers.filter((specifier) => specifier.startsWith("../"));
  expect(outside).toEqual(["../site-build/route-table"]);
});
