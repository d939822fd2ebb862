import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { gatherContent } from "./gather.ts";

/**
 * The owner's content folder, at the project's root. The template ships no file in it, so taking
 * the template's next version never touches what the owner wrote (docs/updating.md).
 */
export const OWNER_FOLDER = "content";
/** The sample person's content: what the site shows while the owner's folder is empty. */
export const SAMPLE_FOLDER = "sample";

/** Does this folder hold a site's content (its `site.ts`, or an `index.ts` with everything)? */
export const holdsContent = (dir: string): boolean =>
  existsSync(path.join(dir, "site.ts")) || existsSync(path.join(dir, "index.ts"));

/**
 * The folder a build, a check or a tool reads: CONTENT_DIR where it is set (the tests' owners),
 * else the owner's `content/` once it holds content, else the sample.
 */
export function resolveContentDir(env: NodeJS.ProcessEnv = process.env, root = process.cwd()): string {
  if (env.CONTENT_DIR) return path.resolve(root, env.CONTENT_DIR);
  const owner = path.join(root, OWNER_FOLDER);
  return holdsContent(owner) ? owner : path.join(root, SAMPLE_FOLDER);
}

/** The modules a content folder is made of: its top-level `.ts` files but tests, `index.ts` first. */
export function contentModules(dir: string): string[] {
  const files = readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.(test|d)\.tsx?$/.test(entry.name))
    .map((entry) => entry.name)
    .sort((a, b) => Number(b === "index.ts") - Number(a === "index.ts") || a.localeCompare(b));
  return files.map((name) => path.join(dir, name));
}

const importFile = async (file: string) =>
  (await import(/* @vite-ignore */ pathToFileURL(file).href)) as Record<string, unknown>;

/** The content of a folder, gathered from its modules (not yet checked: site-build/content/content-check.ts). */
export async function loadContent(dir: string): Promise<unknown> {
  return gatherContent(await Promise.all(contentModules(dir).map(importFile)));
}

/** One language's content (`<dir>/<tag>/index.ts`): the parts the owner translated. */
export async function loadTranslation(dir: string, tag: string): Promise<unknown> {
  return (await importFile(path.join(dir, tag, "index.ts"))).default;
}

/** Where a fork made before 2.0.0 keeps its content: the move is one step (docs/updating.md). */
export const LEGACY_FOLDER = "app/content";

/** Does this path hold a file (itself, or anywhere below it)? */
const holdsFile = (file: string): boolean =>
  existsSync(file) &&
  (!statSync(file).isDirectory() || readdirSync(file).some((name) => holdsFile(path.join(file, name))));

/** What of an owner's is still in the legacy folder (its site, images or posts), by name. */
export const leftInLegacyFolder = (root = process.cwd()): string[] =>
  ["site.ts", "index.ts", "projects.ts", "images", "writing"].filter((name) =>
    holdsFile(path.join(root, LEGACY_FOLDER, name)),
  );
