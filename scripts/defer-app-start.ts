/**
 * Rewrites a prerendered page so the app's code is fetched only after the first
 * paint. The HTML already shows the page (or the LOADING splash), so the CSS,
 * fonts and the first screen's images get the connection to themselves; the
 * React app then loads and hydrates what is already on screen.
 *
 * React Router writes module preloads and one inline module script. The preloads
 * are moved into a small starter script; the module script is kept, inert, as
 * text, and the starter runs it once the browser has painted something a visitor
 * can see. Its text is unchanged, so the page's CSP hash still allows it.
 */
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

export function deferAppStart(html: string): string {
  const app = html.match(moduleScript);
  if (!app) throw new Error("deferAppStart: no React Router module script in the page");
  const preloads = [...html.matchAll(modulePreload)].map((match) => match[1] ?? "");
  return html
    .replace(modulePreload, "")
    .replace(
      moduleScript,
      () => `<script type="text/plain" id="${appStartId}">${app[1]}</script>${starter(preloads)}`,
    );
}
