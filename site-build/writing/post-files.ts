import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { WritingPaths } from "../../app/lib/navigation/public-paths.ts";
import type { Problem } from "../../app/lib/problems.ts";
import { type PostMeta, tagsOf } from "../../app/lib/writing/post.ts";
import { readPostSource, slugOf } from "./post-source.ts";

/** The folder of the owner's posts, inside the content folder. */
export const writingDirOf = (contentDir: string) => path.join(contentDir, "writing");

const POST_FILE = /\.mdx?$/;

/** Newest first; posts of one day by title. */
const byDate = (a: PostMeta, b: PostMeta) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title);

type Source = { file: string; meta: PostMeta; body: string };

/**
 * Every post file in the content's writing folder, its frontmatter read and checked, newest first,
 * with every problem found (file and line, field, fix). Drafts are left out unless `drafts` (the
 * dev server shows them). Quick: nothing is compiled.
 */
export function readPostSources(contentDir: string, { drafts = false } = {}) {
  const dir = writingDirOf(contentDir);
  const sources: Source[] = [];
  const problems: Problem[] = [];
  if (!existsSync(dir)) return { sources, problems };
  const seen = new Map<string, string>();
  for (const name of readdirSync(dir)
    .filter((entry) => POST_FILE.test(entry))
    .sort()) {
    const file = path.join(dir, name);
    const slug = slugOf(name);
    const earlier = seen.get(slug);
    if (earlier) {
      problems.push({
        file,
        field: "file name",
        message: `${earlier} has the address /writing/${slug} too`,
        fix: "rename one of the two files: each post's address comes from its file's name",
      });
      continue;
    }
    seen.set(slug, name);
    const source = readPostSource(file, readFileSync(file, "utf8"));
    if (Array.isArray(source)) problems.push(...source);
    else if (drafts || !source.meta.draft) sources.push({ file, ...source });
  }
  return { sources: sources.sort((a, b) => byDate(a.meta, b.meta)), problems };
}

/** The posts' frontmatter (no text), newest first. */
export const postMetasIn = (contentDir: string, options: { drafts?: boolean } = {}): PostMeta[] =>
  readPostSources(contentDir, options).sources.map((source) => source.meta);

/** The published posts' slugs and tags (with the drafts' where `drafts`): the writing pages. */
export function writingPathsIn(contentDir: string, options: { drafts?: boolean } = {}): WritingPaths {
  const posts = postMetasIn(contentDir, options);
  return { slugs: posts.map((post) => post.slug), tags: tagsOf(posts) };
}

/**
 * Whether this run shows drafts: the dev server and the component tests do, a build does not.
 * React Router's CLI sets NODE_ENV to "production" for a build unless it is set already; the route
 * table, the prerender list and the bundle's content all ask here, so that they agree on which
 * pages exist even in a build run with another NODE_ENV (React Router stops on a route whose
 * loader has no page to write).
 */
export const draftsShownThisRun = () => process.env.NODE_ENV !== "production";

/** The writing pages of this run, drafts as `draftsShownThisRun` says. */
export const writingPathsOfRun = (contentDir: string) =>
  writingPathsIn(contentDir, { drafts: draftsShownThisRun() });
