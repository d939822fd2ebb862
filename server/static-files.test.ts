// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { resolveStaticFile } from "./static-files.js";

/** A finished build's shape: pages, the NOT FOUND pages the build writes, and React Router's own fallback. */
function finishedBuild() {
  const dir = mkdtempSync(path.join(tmpdir(), "static-files-"));
  mkdirSync(path.join(dir, "project", "2"), { recursive: true });
  mkdirSync(path.join(dir, "de"));
  for (const file of [
    "index.html",
    "project/2/index.html",
    "404.html",
    "__spa-fallback.html",
    "de/404.html",
  ]) {
    writeFileSync(path.join(dir, file), file);
  }
  return dir;
}

describe("resolveStaticFile", () => {
  const dir = finishedBuild();
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const served = (urlPath: string) => {
    const found = resolveStaticFile(dir, urlPath);
    return found && { file: path.relative(dir, found.file), status: found.status };
  };

  it("serves a page's index.html at its path, with no redirect", () => {
    expect(served("/")).toEqual({ file: "index.html", status: 200 });
    expect(served("/project/2")).toEqual({ file: "project/2/index.html", status: 200 });
  });

  it("answers an unknown path with the build's own NOT FOUND page, never React Router's file by name", () => {
    expect(served("/nope")).toEqual({ file: "404.html", status: 404 });
    expect(served("/__spa-fallback.html")).toEqual({ file: "404.html", status: 404 });
    expect(served("/../../etc/passwd")).toEqual({ file: "404.html", status: 404 });
  });

  it("answers an unknown path under a language with that language's NOT FOUND page", () => {
    expect(served("/de/nope")).toEqual({ file: "de/404.html", status: 404 });
  });
});
