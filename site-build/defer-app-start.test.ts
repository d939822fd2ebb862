// @vitest-environment node
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { inlineScriptHashes } from "../server/security-headers";
import { appStartId, deferAppStart, stageImports } from "./defer-app-start";

const routerScript = `import "/assets/manifest-1.js";
import * as route0 from "/assets/root-2.js";
import * as route1 from "/assets/home-3.js";

window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};

import("/assets/entry.client-4.js");`;

const page = `<html><head><link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry.client-4.js"/></head><body><main>Hello</main><script type="module" async="">${routerScript}</script><script>$RC("B:1","S:1")</script></body></html>`;

describe("deferring the app's start until the first paint", () => {
  it("turns React Router's imports into steps, each in its own task, keeping the rest", () => {
    const staged = stageImports(routerScript);
    expect(staged).toContain('await import("/assets/manifest-1.js");await pause();');
    expect(staged).toContain('const route0=await import("/assets/root-2.js");await pause();');
    expect(staged).toContain('const route1=await import("/assets/home-3.js");await pause();');
    expect(staged).toContain('window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};');
    expect(staged.indexOf("route1=await")).toBeLessThan(staged.indexOf("__reactRouterRouteModules"));
    expect(staged).toContain('import("/assets/entry.client-4.js");');
    expect(stageImports("console.log(1);")).toBe("console.log(1);");
  });

  it("runs each shared chunk in a task of its own before the routes, and the entry last", () => {
    const chunks = [
      "/assets/manifest-1.js",
      "/assets/entry.client-4.js",
      "/assets/router-5.js",
      "/assets/root-2.js",
    ];
    const staged = stageImports(routerScript, chunks);
    expect(staged).toContain('await import("/assets/router-5.js");await pause();');
    expect(staged.indexOf("router-5")).toBeLessThan(staged.indexOf("manifest-1"));
    expect(staged.match(/entry\.client-4/g)).toHaveLength(1);
    expect(staged.match(/root-2/g)).toHaveLength(1);
    expect(staged.trim().endsWith('import("/assets/entry.client-4.js");')).toBe(true);
  });

  it("leaves no module preload or module script to run before the starter says so", () => {
    const html = deferAppStart(page);
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).not.toContain('type="module"');
    expect(html).toContain(`<script type="text/plain" id="${appStartId}">`);
    expect(html).toContain('["/assets/manifest-1.js","/assets/entry.client-4.js"]');
    expect(html).toContain("first-contentful-paint");
    expect(html).toContain("<main>Hello</main>");
    expect(html).toContain('$RC("B:1","S:1")');
  });

  it("keeps the app's code allowed by the page's script hashes when the starter runs it", () => {
    const html = deferAppStart(page);
    const code = html.match(new RegExp(`id="${appStartId}">([\\s\\S]*?)</script>`))?.[1] ?? "";
    const hash = `'sha256-${createHash("sha256").update(code).digest("base64")}'`;
    expect(inlineScriptHashes(html)).toContain(hash);
  });
});
