import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { type SiteLanguage, siteLanguages } from "../../app/lib/content/site-languages.ts";
import { writingPathsIn } from "../writing/post-files.ts";

/** A language tag as a folder's name may give it: "de", "pt-BR", "zh-Hant". */
export const LANGUAGE_TAG = /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/;

/** The folders of a content folder that are not languages. */
const NOT_LANGUAGES = new Set(["images", "writing"]);

/**
 * The content's other languages: each folder holding an `index.ts` (`content/de/index.ts`),
 * by its name, with the file. A folder whose name is not a language tag is among them, for the
 * check to name.
 */
export const languageFolders = (contentDir: string): Array<{ tag: string; file: string }> =>
  readdirSync(contentDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !NOT_LANGUAGES.has(entry.name))
    .map((entry) => ({ tag: entry.name, file: path.join(contentDir, entry.name, "index.ts") }))
    .filter(({ file }) => existsSync(file))
    .sort((a, b) => a.tag.localeCompare(b.tag));

/**
 * The site's languages, its own (`own`, the content's `site.lang`) first, each with its own
 * published posts (and drafts where `drafts`): what the bundle's `__LANGUAGES__` holds.
 */
export function languagesOf(contentDir: string, own: string, { drafts = false } = {}): SiteLanguage[] {
  const others = languageFolders(contentDir).map((folder) => folder.tag);
  const writing = Object.fromEntries([
    [own, writingPathsIn(contentDir, { drafts })],
    ...others.map((tag) => [tag, writingPathsIn(path.join(contentDir, tag), { drafts })]),
  ]);
  return siteLanguages(own, others, writing);
}
