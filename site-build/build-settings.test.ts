// @vitest-environment node

import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { testBuildEnvironment } from "./build-settings";

/** What a build started in `dir` with `env` reads as its settings (the environment's and .env's). */
function settingsOfABuild(dir: string, env: Record<string, string | undefined>) {
  const script = `process.chdir(${JSON.stringify(dir)});
const { buildEnvironment } = await import(${JSON.stringify(path.resolve("site-build/build-settings.ts"))});
const env = buildEnvironment();
console.log(JSON.stringify(Object.fromEntries(Object.entries(env).filter(([name]) => name.startsWith("PUBLIC_")))));`;
  const run = spawnSync("node", ["--import", "tsx", "--input-type=module", "-e", script], {
    env,
    encoding: "utf8",
    timeout: 60_000,
  });
  expect(run.stderr).toBe("");
  return JSON.parse(run.stdout) as Record<string, string>;
}

describe("the tests' builds, on an owner's machine", () => {
  it("ignore the owner's own settings, from a .env file or the environment", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "owner-settings-"));
    writeFileSync(path.join(dir, ".env"), "PUBLIC_SITE_URL=https://aoi.github.io/folio/\nPUBLIC_SEARCH=off\n");
    const owners = { ...process.env, PUBLIC_COUNT_VISITS: "off" };
    const seenByTheOwnersBuild = settingsOfABuild(dir, owners);
    expect(seenByTheOwnersBuild).toMatchObject({
      PUBLIC_SITE_URL: "https://aoi.github.io/folio/",
      PUBLIC_SEARCH: "off",
      PUBLIC_COUNT_VISITS: "off",
    });

    const seenByATestBuild = settingsOfABuild(dir, testBuildEnvironment(seenByTheOwnersBuild));
    expect(seenByATestBuild).toMatchObject({ PUBLIC_SITE_URL: "", PUBLIC_SEARCH: "", PUBLIC_COUNT_VISITS: "" });
  });

  it("keep the rest of the environment (a script sets its own PUBLIC_* over the blank)", () => {
    const env = testBuildEnvironment({ PUBLIC_SPLASH_MS: "5000" });
    expect(env.PUBLIC_SPLASH_MS).toBe("");
    expect(env.PATH).toBe(process.env.PATH);
  });
});
