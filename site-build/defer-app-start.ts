/**
 * Rewrites a prerendered page so the app's code is fetched only after the first
 * paint. The HTML already shows the page (or the LOADING splash), so the CSS,
 * fonts and the first screen's images get the connection to themselves; the
 * React app then loads and hydrates what is already on screen.
 *
 * React Router writes module preloads and one inline module script. The preloads
 * are moved into a small starter script; the module script is kept, inert, as
 * text (its imports staged, see stageImports), and the starter runs it once the
 * browser has painted something a visitor can see. after-build.ts hashes the
 * rewritten page's scripts for the CSP, so the policy allows it.
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

export const appStartId = "app-start";

const modulePreload = /<link rel="modulepreload"(?: fetchpriority="\w+")? href="([^"]+)"\/>/g;
const moduleScript = /<script type="module" async="">([\s\S]*?)<\/script>/;

/**
 * The starter: it runs the app once the first contentful paint is reported (every
 * current browser reports it), or at the load event where paint timing is
 * missing, 3 s after it if no contentful paint ever comes, and at once in a
 * hidden tab.
 */
function starter(preloads: string[]): string {
  const code = `(function () {
  var started = false;
  function start() {
    if (started) return;
    started = true;
    ${JSON.stringify(preloads)}.forEach(function (href) {
      var link = document.createElement("link");
      link.rel = "modulepreload";
      link.href = href;
      document.head.appendChild(link);
    });
    var app = document.createElement("script");
    app.type = "module";
    app.textContent = document.getElementById("${appStartId}").textContent;
    document.body.appendChild(app);
  }
  if (document.visibilityState === "hidden") return start();
  var observesPaint = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes &&
    PerformanceObserver.supportedEntryTypes.indexOf("paint") >= 0;
  if (observesPaint) {
    new PerformanceObserver(function (list) {
      if (list.getEntriesByName("first-contentful-paint").length) setTimeout(start);
    }).observe({ type: "paint", buffered: true });
  }
  addEventListener("load", function () {
    setTimeout(start, observesPaint ? 3000 : 0);
  });
})();`;
  return `<script>${code.replace(/\n\s*/g, "")}</script>`;
}

const sideEffectImport = /^import "([^"]+)";$/;
const namespaceImport = /^import \* as (\w+) from "([^"]+)";$/;

/**
 * React Router's start-up script imports every module at once, so the browser
 * runs all of them (React, the router, the routes) in one long task. Staged,
 * each group of modules runs in its own task, with a pause between for
 * anything else waiting. The shared chunks the routes and the entry import
 * (`chunks`, in React Router's order) come first, each in a task of its own, so
 * a route's import runs the route alone. The rest of the script is kept as it is.
 */
export function stageImports(script: string, chunks: string[] = []): string {
  const named = new Set(
    [...script.matchAll(/import\(?\s*"([^"]+)"|from "([^"]+)"/g)].map((m) => m[1] ?? m[2]),
  );
  const shared = chunks
    .filter((chunk) => !named.has(chunk))
    .map((chunk) => `await import("${chunk}");await pause();`);
  const lines = script.split("\n").map((line) => line.trim());
  const staged = lines.map((line) => {
    const bare = line.match(sideEffectImport);
    if (bare) return `await import("${bare[1]}");await pause();`;
    const named = line.match(namespaceImport);
    if (named) return `const ${named[1]}=await import("${named[2]}");await pause();`;
    return line;
  });
  if (staged.every((line, index) => line === lines[index])) return script;
  return ["const pause=()=>new Promise((resume)=>setTimeout(resume));", ...shared, ...staged].join("\n");
}

/** Rewrites one page; throws when any part of the rewrite finds nothing to rewrite. */
export function deferAppStart(html: string): string {
  const app = html.match(moduleScript);
  if (!app) throw new Error("no React Router module script in the page");
  const preloads = [...html.matchAll(modulePreload)].map((match) => match[1] ?? "");
  if (!preloads.length) throw new Error("no module preloads in the page");
  const script = stageImports(app[1] ?? "", preloads);
  if (script === app[1]) throw new Error("no imports to stage in React Router's module script");
  return html
    .replace(modulePreload, "")
    .replace(
      moduleScript,
      () => `<script type="text/plain" id="${appStartId}">${script}</script>${starter(preloads)}`,
    );
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(file);
    return entry.name.endsWith(".html") ? [file] : [];
  });
}

/**
 * Rewrites every page of a build, from React Router's `buildEnd` hook (react-router.config.ts),
 * and fails the build when a page cannot be rewritten: React Router's output has changed
 * shape (see docs/decisions/010-the-app-starts-after-the-first-paint.md). BENCH_APP_START=immediate skips it,
 * so the bench can measure the build without it.
 */
export function deferAppStartInBuild(clientDir: string) {
  if (process.env.BENCH_APP_START === "immediate") return;
  const pages = htmlFiles(clientDir);
  if (!pages.length) throw new Error(`deferAppStart: no pages in ${clientDir}`);
  for (const file of pages) {
    try {
      writeFileSync(file, deferAppStart(readFileSync(file, "utf8")));
    } catch (error) {
      throw new Error(
        `deferAppStart could not rewrite ${path.relative(process.cwd(), file)}: ${(error as Error).message}`,
      );
    }
  }
}
