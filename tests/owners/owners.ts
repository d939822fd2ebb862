import path from "node:path";
import { loadContent, resolveContentDir } from "~/content/content-folder.server";
import type { Content } from "~/content/schema";
import minimal from "../fixtures/content-minimal/index";
import trial from "../fixtures/content-trial/index";

/** The folder `npm run build` reads: the owner's content/, or the sample while it holds none. */
const builtDir = path.relative(process.cwd(), resolveContentDir({}));
const builtName = builtDir;

/**
 * The owners whose content every workflow is tried on:content/ (or the sample, or an owner's own),
 * the owner a new user tried the template as (no posts, none of the sample's art, two projects
 * with sparse ids, a long name, a tall cover, Mastodon), and the least an owner may give.
 */
export const owners: Array<{ name: string; dir: string; content: Content }> = [
  { name: builtName, dir: builtDir, content: (await loadContent(builtDir)) as Content },
  { name: "the trial owner", dir: "tests/fixtures/content-trial", content: trial as Content },
  { name: "the least", dir: "tests/fixtures/content-minimal", content: minimal as Content },
];
