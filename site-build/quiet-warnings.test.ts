// @vitest-environment node
import { describe, expect, it } from "vitest";
import { dropEnvFileWarnings } from "./quiet-warnings";

describe("React Router's repeated envFile deprecation", () => {
  it("is dropped, once the site's config has loaded; every other warning goes through, once", () => {
    const warned: unknown[][] = [];
    const target = { warn: (...data: unknown[]) => warned.push(data) };
    dropEnvFileWarnings(target);
    // vite.config.ts loads more than once in a build: still one filter.
    dropEnvFileWarnings(target);
    const deprecation = "The `envFile` option is deprecated, please use `envDir: false` instead.";
    target.warn(`\u001b[33m${deprecation}\u001b[39m`);
    target.warn(deprecation);
    target.warn("(!) Some chunks are larger than 500 kB", { timestamp: true });
    expect(warned).toEqual([["(!) Some chunks are larger than 500 kB", { timestamp: true }]]);
  });
});
