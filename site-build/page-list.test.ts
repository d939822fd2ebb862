// @vitest-environment node
import path from "node:path";
import { describe, expect, it } from "vitest";
import { pageList } from "./page-list";

describe("the build's page list", () => {
  it("names each page the build holds by its path, and nothing else", () => {
    const dir = path.join("/tmp", "client");
    const files = [
      "index.html",
      "project/2/index.html",
      "project/10/index.html",
      "writing/index.html",
      "writing/a-post/index.html",
      "404.html",
      "__spa-fallback.html",
      "favicon.svg",
      "assets/index.html",
      "share/home.png",
      "de/index.html",
      "de/project/2/index.html",
      "de/404.html",
      "writing/tags/datenqualität/index.html",
    ].map((file) => path.join(dir, file));
    expect(pageList(dir, files)).toEqual([
      "/",
      "/de",
      "/de/project/2",
      "/project/10",
      "/project/2",
      "/writing",
      "/writing/a-post",
      // As the browser reports a view of it: percent-encoded.
      "/writing/tags/datenqualit%C3%A4t",
    ]);
  });
});
