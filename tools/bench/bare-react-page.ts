import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { build, type Rollup } from "vite";

/**
 * The floor of any page React hydrates (issue 71): React DOM evaluated from cold and a small tree
 * hydrated, bundled and minified as the site's own chunks are, from the project's own React. A
 * measure of the page's start in this page's terms follows the machine and the browser where a
 * hot script loop does not: the cost of evaluating cold code moved by 2× against such a loop
 * with one Chromium update here (docs/performance.md).
 */
const ENTRY = "\0bare-react-entry";
const ITEMS = 24;

const entrySource = `import { createElement as h, useState } from "react";
import { hydrateRoot } from "react-dom/client";
function App() {
  const [open, setOpen] = useState(false);
  return h("main", null,
    h("h1", null, "A bare React page"),
    h("button", { type: "button", onClick: () => setOpen(!open), "aria-expanded": open }, "Menu"),
    h("ul", null, Array.from({ length: ${ITEMS} }, (_, i) => h("li", { key: i }, h("a", { href: "#" + i }, "Item " + i)))));
}
hydrateRoot(document.getElementById("root"), h(App));`;

/** The markup the server would send for the same tree (hydration finds it in place). */
function markup() {
  const items = Array.from({ length: ITEMS }, (_, i) =>
    createElement("li", { key: i }, createElement("a", { href: `#${i}` }, `Item ${i}`)),
  );
  return renderToString(
    createElement(
      "main",
      null,
      createElement("h1", null, "A bare React page"),
      createElement("button", { type: "button", "aria-expanded": false }, "Menu"),
      createElement("ul", null, items),
    ),
  );
}

async function bundle() {
  const output = (await build({
    configFile: false,
    logLevel: "silent",
    mode: "production",
    define: { "process.env.NODE_ENV": JSON.stringify("production") },
    plugins: [
      {
        name: "bare-react-entry",
        resolveId: (id) => (id === ENTRY ? ENTRY : undefined),
        load: (id) => (id === ENTRY ? entrySource : undefined),
      },
    ],
    build: { write: false, minify: true, modulePreload: false, rollupOptions: { input: ENTRY } },
  })) as Rollup.RollupOutput | Rollup.RollupOutput[];
  const chunks = (Array.isArray(output) ? output : [output]).flatMap((result) => result.output);
  const entry = chunks.find((chunk): chunk is Rollup.OutputChunk => chunk.type === "chunk" && chunk.isEntry);
  if (!entry) throw new Error("the bare React page's bundle has no entry chunk");
  return entry.code;
}

/**
 * The page and its script, to be answered from inside the browser context (never fetched). The
 * script is a file of its own, as the site's are: Chromium compiles those off the main thread.
 */
export async function bareReactPage(scriptUrl: string) {
  return {
    html: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>A bare React page</title>
<script type="module" src="${scriptUrl}"></script></head><body><div id="root">${markup()}</div></body></html>`,
    script: await bundle(),
  };
}
