// @vitest-environment node
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import { hoistBasePath } from "./base-path.ts";

const work = mkdtempSync(path.join(tmpdir(), "base-path-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const write = (file: string) => {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, file);
};
const tree = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();

it("brings the pages React Router wrote under the base path up beside Vite's assets", () => {
  const client = path.join(work, "client");
  // As React Router 7 writes a build whose basename is /sites/max/ (remix-run/react-router#14587).
  for (const file of [
    "assets/app.js",
    "__spa-fallback.html",
    "sites/max/index.html",
    "sites/max/project/3/index.html",
    "sites/max/_root.data",
  ])
    write(path.join(client, file));
  hoistBasePath(client, "/sites/max");
  expect(tree(client)).toEqual([
    "__spa-fallback.html",
    "_root.data",
    "assets/app.js",
    "index.html",
    "project/3/index.html",
  ]);
});

it("brings them up when the path's first name is also a folder of the site (/writing)", () => {
  const client = path.join(work, "writing-client");
  for (const file of ["assets/app.js", "writing/index.html", "writing/writing/a-post/index.html"])
    write(path.join(client, file));
  hoistBasePath(client, "/writing");
  expect(tree(client)).toEqual(["assets/app.js", "index.html", "writing/a-post/index.html"]);
});

it("merges a folder both wrote: a language's résumé from Vite beside its pages from React Router", () => {
  const client = path.join(work, "language-client");
  for (const file of [
    "ar/resume.pdf",
    "ar/resume.json",
    "portfolio/ar/index.html",
    "portfolio/ar/project/1/index.html",
  ])
    write(path.join(client, file));
  hoistBasePath(client, "/portfolio");
  expect(tree(client)).toEqual([
    "ar/index.html",
    "ar/project/1/index.html",
    "ar/resume.json",
    "ar/resume.pdf",
  ]);
});

it("leaves a build at the root as it is", () => {
  const client = path.join(work, "root");
  write(path.join(client, "index.html"));
  hoistBasePath(client, "");
  expect(tree(client)).toEqual(["index.html"]);
});
