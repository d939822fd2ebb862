import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";
import config from "../react-router.config";

/** The flags React Router's build warns about while they are unset, read from its own code. */
function flagsReactRouterWarnsAbout() {
  const require = createRequire(import.meta.url);
  const dist = path.dirname(require.resolve("@react-router/dev/package.json"));
  const code = readFileSync(path.join(dist, "dist", "vite.js"), "utf8");
  return [...code.matchAll(/future\.(\w+) === void 0\)\s*\{\s*logFutureFlagWarning\(/g)].flatMap((match) =>
    match[1] ? [match[1]] : [],
  );
}

describe("React Router's future flags", () => {
  it("are each set, so a build prints no future-flag warning (decision 094)", () => {
    const warned = flagsReactRouterWarnsAbout();
    // A change in how React Router warns must fail here, not pass by finding nothing.
    expect(warned.length, "React Router no longer warns as this test reads it").toBeGreaterThan(0);
    const future: Record<string, unknown> = config.future ?? {};
    for (const flag of warned) expect(typeof future[flag], `future.${flag}`).toBe("boolean");
  });
});
