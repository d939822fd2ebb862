// @vitest-environment node
import { describe, expect, it } from "vitest";
import { deferAppStart } from "./defer-app-start";
import { finishPage } from "./finish-pages";
import { insertIntoHead, isPageData, isResourceData, spaFallbackIn } from "./react-router-html";

/** A page as React Router 7 prerenders one: the shapes react-router-html.ts names. */
const page = `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry.client-4.js"/></head><body><main>Hello</main><script type="module" async="">import "/assets/manifest-1.js";
import * as route0 from "/assets/root-2.js";
window.__reactRouterRouteModules = {"root":route0};
import("/assets/entry.client-4.js");</script></body></html>`;

describe("React Router's pages as the build rewrites them", () => {
  it("writes into the head after the charset, which stays first", () => {
    expect(insertIntoHead(page, "<x-mark></x-mark>")).toContain(
      '<head><meta charSet="utf-8"/><x-mark></x-mark>',
    );
  });

  it("finishes a page in one pass: the deferred start, then its script policy first in the head", () => {
    const finished = finishPage(page, "index.html", {});
    expect(finished).toContain('<meta charSet="utf-8"/><meta http-equiv="Content-Security-Policy"');
    expect(finished).toContain('id="app-start"');
    expect(finished).not.toContain('type="module"');
    const fallback = finishPage(page, "__spa-fallback.html", {
      isRootFallback: true,
      fallbackScript: "<script>redirect()</script>",
    });
    expect(fallback.indexOf("redirect()")).toBeGreaterThan(fallback.indexOf("Content-Security-Policy"));
    expect(finishPage(page, "index.html", { startAtOnce: true })).toContain('type="module"');
  });

  it("stops the build naming the shape that changed, and the page", () => {
    const changes: Array<[string, string, RegExp]> = [
      [
        page.replace('<meta charSet="utf-8"/>', "").replace("<head>", "<head >"),
        "head",
        /<head> to write into/,
      ],
      [page.replace(/<link rel="modulepreload"[^>]*>/g, ""), "preloads", /module preloads/],
      [page.replace('type="module" async=""', 'type="module"'), "module script", /module script/],
      [page.replace(/import[^\n]*\n/g, ""), "imports", /imports to stage/],
    ];
    for (const [changed, shape, named] of changes) {
      const rewrite = () => finishPage(changed, "project/1/index.html", {});
      expect(rewrite, shape).toThrow(named);
      expect(rewrite, shape).toThrow(/React Router's output has changed: project\/1\/index\.html/);
    }
    expect(() => deferAppStart(page)).not.toThrow();
  });

  it("finds the files the prerender leaves beside the pages by their names, and stops naming a missing fallback", () => {
    const wrote = (names: string[]) => (file: string) => names.some((name) => file.endsWith(`/${name}`));
    expect(spaFallbackIn("build/client", wrote(["__spa-fallback.html"]))).toBe(
      "build/client/__spa-fallback.html",
    );
    expect(spaFallbackIn("build/.language-de/client", wrote(["index.html"]))).toBe(
      "build/.language-de/client/index.html",
    );
    expect(() => spaFallbackIn("build/.language-de/client", wrote(["404.html"]))).toThrow(
      /React Router's output has changed: build\/\.language-de\/client has no SPA fallback/,
    );
    expect(isPageData("de.data", "de")).toBe(true);
    expect(isPageData("de.html", "de")).toBe(false);
    expect(isPageData("default.data", "de")).toBe(false);
    expect(isResourceData("sitemap.xml.data")).toBe(true);
    expect(isResourceData("project/1.data")).toBe(false);
  });
});
