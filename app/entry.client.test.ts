// @vitest-environment node
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { expect, it } from "vitest";

/** The code alone: no comments, no blank space, double quotes. */
const code = (source: string) =>
  source
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .replace(/\/\/.*$/gm, "")
    .replace(/'/g, '"')
    .replace(/\s+/g, "")
    .replace(/,\)/g, ")")
    // the import's names in any order
    .replace(/\{([^}]*)\}/g, (whole, names: string) =>
      /^[\w,]+$/.test(names) ? `{${names.split(",").sort().join(",")}}` : whole,
    );

it("is React Router's default entry, with only the pause before hydration added", () => {
  const require = createRequire(import.meta.url);
  const dev = path.dirname(require.resolve("@react-router/dev/package.json"));
  const theirs = readFileSync(path.join(dev, "dist/config/defaults/entry.client.tsx"), "utf8");
  const ours = readFileSync(path.join(import.meta.dirname, "entry.client.tsx"), "utf8");
  const pause = "await new Promise((resume) => setTimeout(resume));";
  expect(ours).toContain(pause);
  expect(code(ours.replace(pause, ""))).toBe(code(theirs));
});
