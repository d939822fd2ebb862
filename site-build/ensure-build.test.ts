// @vitest-environment node

import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { buildSettings, changedSettings } from "./build-settings";
import { pagesIn, runQuietly } from "./ensure-build";

describe("npm start's step, imported", () => {
  it("builds nothing when a script imports it, even one whose name its own name ends with (build.ts)", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "imports-ensure-build-"));
    writeFileSync(path.join(dir, "package.json"), '{"type":"module"}');
    writeFileSync(
      path.join(dir, "build.ts"),
      `import ${JSON.stringify(path.resolve("site-build/ensure-build.ts"))};\nconsole.log("imported");\n`,
    );
    const run = spawnSync("node", ["--import", "tsx", path.join(dir, "build.ts")], {
      // No build in this folder: a step that ran would start one, and say so.
      env: { ...process.env, BUILD_DIR: path.join(dir, "no-build") },
      encoding: "utf8",
      timeout: 60_000,
    });
    expect(run.stdout).toBe("imported\n");
    expect(run.status).toBe(0);
  });
});

describe("what npm start builds again for", () => {
  it("records the port as a setting of a build without PUBLIC_SITE_URL: the address it is built for", () => {
    expect(buildSettings({ PORT: "4000", PUBLIC_SPLASH_MS: "0", HOME: "/home/jane" })).toEqual({
      PORT: "4000",
      PUBLIC_SPLASH_MS: "0",
    });
    expect(buildSettings({})).toEqual({ PORT: "3000" });
    expect(buildSettings({ PORT: "4000", PUBLIC_SITE_URL: "https://jane.dev" })).toEqual({
      PUBLIC_SITE_URL: "https://jane.dev",
    });
  });

  it("names the settings that changed since the build, serving on another port among them", () => {
    const built = buildSettings({});
    expect(changedSettings(built, buildSettings({ PORT: "3000" }))).toEqual([]);
    expect(changedSettings(built, buildSettings({ PORT: "4000" }))).toEqual(["PORT"]);
    expect(changedSettings(built, buildSettings({ PUBLIC_SITE_URL: "https://jane.dev" }))).toEqual([
      "PORT",
      "PUBLIC_SITE_URL",
    ]);
  });
});

describe("the build npm start runs", () => {
  const node = (script: string) => `"${process.execPath}" -e ${JSON.stringify(script)}`;

  it("keeps its whole output, both streams, in the log rather than on the screen", async () => {
    const log = path.join(mkdtempSync(path.join(tmpdir(), "ensure-build-")), "build", "build.log");
    const build = await runQuietly(
      node("console.log('transforming...'); console.warn('a warning'); console.log('built')"),
      log,
    );
    expect(build).toMatchObject({ ok: true, code: 0 });
    expect(readFileSync(log, "utf8")).toBe(build.output);
    for (const line of ["transforming...", "a warning", "built"]) expect(build.output).toContain(line);
  });

  it("hands back a failed build's output whole, with its exit code", async () => {
    const log = path.join(mkdtempSync(path.join(tmpdir(), "ensure-build-")), "build.log");
    const lines = Array.from({ length: 2000 }, (_, index) => `line ${index}`);
    const build = await runQuietly(
      node(`console.log(${JSON.stringify(lines.join("\n"))}); console.error('✗ the error'); process.exit(3)`),
      log,
    );
    expect(build).toMatchObject({ ok: false, code: 3 });
    expect(build.output).toContain("line 0\n");
    expect(build.output).toContain("line 1999\n");
    expect(build.output).toContain("✗ the error");
    expect(readFileSync(log, "utf8")).toBe(build.output);
  });

  it("counts the pages of a build: each folder's index.html", () => {
    const client = mkdtempSync(path.join(tmpdir(), "ensure-build-"));
    for (const page of ["", "project/1", "project/2", "writing/tags/react"]) {
      mkdirSync(path.join(client, page), { recursive: true });
      writeFileSync(path.join(client, page, "index.html"), "<html></html>");
    }
    writeFileSync(path.join(client, "404.html"), "");
    writeFileSync(path.join(client, "__spa-fallback.html"), "");
    expect(pagesIn(client)).toBe(4);
    expect(pagesIn(path.join(client, "nothing"))).toBe(0);
  });
});
