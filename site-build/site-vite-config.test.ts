// @vitest-environment node
import { afterEach, expect, it, vi } from "vitest";
import { siteViteConfig } from "./site-vite-config.ts";

afterEach(() => {
  vi.unstubAllEnvs();
});

it("refuses a build under a NODE_ENV that would publish the drafts, naming it", () => {
  vi.stubEnv("NODE_ENV", "development");
  expect(() => siteViteConfig({}, true)).toThrow(/NODE_ENV is "development".*publish the drafts/);
});

it("lets the dev server and the component tests show the drafts", () => {
  vi.stubEnv("NODE_ENV", "development");
  expect(() => siteViteConfig({}, false)).not.toThrow();
});
