// @vitest-environment node
import { execFile } from "node:child_process";
import { mkdirSync, readdirSync, rmdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, expect, it } from "vitest";

const biome = path.resolve("node_modules/.bin/biome");
// In a folder of its own inside the owner's content/, so no content loaded meanwhile gathers it.
const probeDir = "content/format-probe";
const probe = `${probeDir}/probe.ts`;
afterAll(() => {
  rmSync(probeDir, { recursive: true, force: true });
  // content/ itself only where the probe made it: an owner's folder is never empty.
  if (readdirSync("content").length === 0) rmdirSync("content");
});

it("passes an owner's content however it is formatted: npm test never fails on an owner's spacing", async () => {
  mkdirSync(probeDir, { recursive: true });
  writeFileSync(
    probe,
    'import   type { Site } from "~/content/schema";\nimport {site} from "./site"\nexport const sites : Site[] = [ site,\n      site ]\n',
  );
  // Biome exits non-zero on a formatting difference or unsorted imports; here it must not.
  const { stdout, stderr } = await promisify(execFile)(biome, ["check", probe]);
  expect(`${stdout}${stderr}`).toContain("Checked 1 file");
});
