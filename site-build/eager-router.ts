import type { Plugin, Rolldown } from "vite";

/** V8's hint, honoured only on a script's first line: compile every function in it as it loads. */
export const eagerCompileHint = "//# allFunctionsCalledOnLoad";

const isRouterModule = (id: string) => /[\\/]node_modules[\\/]react-router[\\/]/.test(id);

/** Whether most of a chunk's code is React Router's (not the entry, which only starts it). */
export function isMostlyRouter(chunk: Pick<Rolldown.RenderedChunk, "modules">) {
  let router = 0;
  let total = 0;
  for (const [id, module] of Object.entries(chunk.modules)) {
    total += module.renderedLength;
    if (isRouterModule(id)) router += module.renderedLength;
  }
  return router > total / 2;
}

/**
 * Marks the browser chunk that holds React Router for eager compilation. Opening a project is
 * the page's first navigation, and V8 compiles the router's navigation code lazily, on the
 * main thread, inside that tap: traced on the phone at 4×, about 90 functions and 30 ms of a
 * 50–80 ms click. Compiled as the chunk loads instead (V8 does that off the main thread), the
 * click takes 10–30 ms (decision 052). Only this chunk: the hint on every chunk made no tap
 * faster than this one alone does, and V8 asks for it only where most functions run.
 */
export function eagerRouter(): Plugin {
  return {
    name: "site:eager-router",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    outputOptions(options) {
      // After minification, which would drop a comment added before it.
      return { ...options, postBanner: (chunk) => (isMostlyRouter(chunk) ? eagerCompileHint : "") };
    },
  };
}
