/**
 * Rewrites a prerendered page so the app's code is fetched only after the first
 * paint. The HTML already shows the page (or the LOADING splash), so the CSS,
 * fonts and the first screen's images get the connection to themselves; the
 * React app then loads and hydrates what is already on screen.
 *
 * React Router writes module preloads and one inline module script. The preloads
 * are moved into a small starter script; the module script is kept, inert, as
 * text (its imports staged, see stageImports), and the starter runs it once the
 * browser has painted something a visitor can see. finish-pages.ts rewrites each page
 * with it, then hashes the page's scripts for the CSP, so the policy allows it.
 */
import { MODULE_PRELOAD, MODULE_SCRIPT, ReactRouterOutputChanged } from "./react-router-html.ts";

export const appStartId = "app-start";

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

/** Rewrites one page; throws, naming the shape, when any part of the rewrite finds nothing to rewrite. */
export function deferAppStart(html: string, page = "the page"): string {
  const app = html.match(MODULE_SCRIPT);
  if (!app) throw new ReactRouterOutputChanged("module script", page);
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1] ?? "");
  if (!preloads.length) throw new ReactRouterOutputChanged("module preloads", page);
  const script = stageImports(app[1] ?? "", preloads);
  if (script === app[1]) throw new ReactRouterOutputChanged("imports to stage in its module script", page);
  return html
    .replace(MODULE_PRELOAD, "")
    .replace(
      MODULE_SCRIPT,
      () => `<script type="text/plain" id="${appStartId}">${script}</script>${starter(preloads)}`,
    );
}
