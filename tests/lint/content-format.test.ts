// @vitest-environment node
import { execFile } from "node:child_process";
import { rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, expect, it } from "vitest";

const biome = path.resolve("node_modules/.bin/biome");
const probe = "app/content/format-probe.ts";
afterAll(() => rmSync(probe, { force: true }));

it("passes an owner's content however it is formatted: npm test never fails on an owner's spacing", async () => {
  writeFileSync(
    probe,
    'import   type { Site } from "~/content/schema";\nimport {site} from "./site"\nexport const sites : Site[] = [ site,\n      site ]\n',
  );
  // Biome exits non-zero on a formatting difference or unsorted imports; here it must not.
  const { stdout, stderr } = await promisify(execFile)(biome, ["check", probe]);
  expect(`${stdout}${stderr}`).toContain("Checked 1 file");
});
