/**
 * `npm run check`: validates the content (app/content, or CONTENT_DIR) and its
 * images, and prints each problem with its file, field and a fix. Exits 1 if
 * anything is wrong. `npm start`, `npm run build` and `npm test` run it first.
 */
import path from "node:path";
import { pathToFileURL } from "node:url";
import { checkContent } from "../app/lib/content-check.ts";
import { formatProblems } from "../app/lib/problems.ts";
import { contentDir } from "../site-build/content-dir.ts";

const module = (await import(pathToFileURL(path.join(contentDir, "index.ts")).href)) as {
  default: unknown;
};
const problems = checkContent(module.default, contentDir);

if (problems.length === 0) {
  console.log(`Content OK (${path.relative(process.cwd(), contentDir) || "."})`);
} else {
  console.error(
    `${problems.length} problem(s) in the content:\n\n${formatProblems(problems, (file) => path.relative(process.cwd(), file))}\n`,
  );
  process.exit(1);
}
