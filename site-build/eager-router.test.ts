// @vitest-environment node
import { describe, expect, it } from "vitest";
import { isMostlyRouter } from "./eager-router";

const chunk = (lengths: Record<string, number>) => ({
  modules: Object.fromEntries(
    Object.entries(lengths).map(([id, renderedLength]) => [id, { renderedLength }]),
  ) as Parameters<typeof isMostlyRouter>[0]["modules"],
});

describe("which chunk is compiled whole as it loads", () => {
  it("is one whose code is mostly React Router's", () => {
    expect(
      isMostlyRouter(
        chunk({
          "/site/node_modules/react-router/dist/production/chunk-A.mjs": 250_000,
          "/site/node_modules/react/cjs/react-jsx-runtime.production.js": 20_000,
        }),
      ),
    ).toBe(true);
  });

  it("is not the entry, which holds a little of the router beside React DOM, nor the site's own code", () => {
    expect(
      isMostlyRouter(
        chunk({
          "/site/node_modules/react-dom/cjs/react-dom-client.production.js": 540_000,
          "/site/node_modules/react-router/dist/production/dom-export.mjs": 9_000,
        }),
      ),
    ).toBe(false);
    expect(isMostlyRouter(chunk({ "/site/app/routes/home.tsx": 40_000 }))).toBe(false);
    expect(isMostlyRouter(chunk({}))).toBe(false);
  });
});
