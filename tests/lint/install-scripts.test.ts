// @vitest-environment node
import { readFileSync } from "node:fs";
import { expect, it } from "vitest";

type Lock = { packages: Record<string, { hasInstallScript?: boolean }> };

it("names every dependency with an install script in allowScripts, so a fresh install builds SQLite's driver", () => {
  const { allowScripts = {} } = JSON.parse(readFileSync("package.json", "utf8")) as {
    allowScripts?: Record<string, boolean>;
  };
  const lock = JSON.parse(readFileSync("package-lock.json", "utf8")) as Lock;
  const withScripts = Object.entries(lock.packages)
    .filter(([, entry]) => entry.hasInstallScript)
    .map(([place]) => place.slice(place.lastIndexOf("node_modules/") + "node_modules/".length));
  // npm 11 skips the install script of a package allowScripts does not name (npm install-scripts).
  expect([...new Set(withScripts)].filter((name) => !(name in allowScripts))).toEqual([]);
  // The ones the site needs run: SQLite's driver is compiled, sharp's and the Cloudflare runtime's binaries checked.
  for (const name of ["better-sqlite3", "sharp", "workerd", "esbuild"])
    expect(allowScripts[name], name).toBe(true);
});
