/**
 * Writes site-build/content/sample-fingerprint.json from the sample content in sample/: what
 * `npm run check` looks for when a build is for a real address (site-build/content/sample-content.ts).
 * Run it after changing the sample content or redrawing its art (tools/sample-art.ts):
 *   npm run sample:fingerprint
 * The sample-fact tests fail on the project's checkout until it is run (sampleStateOf).
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { loadContent, SAMPLE_FOLDER } from "../app/content/content-folder.server.ts";
import { fingerprintOf } from "../site-build/content/sample-content.ts";

const out = path.resolve("site-build/content/sample-fingerprint.json");
const sampleDir = path.resolve(SAMPLE_FOLDER);
const sample = await loadContent(sampleDir);
writeFileSync(out, `${JSON.stringify(fingerprintOf(sample, sampleDir), null, 2)}\n`);
console.log(`Wrote ${path.relative(process.cwd(), out)}`);
