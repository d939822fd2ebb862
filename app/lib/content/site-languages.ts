import type { WritingPaths } from "~/lib/navigation/public-paths";
import { directionOf } from "~/lib/words/shipped";

/**
 * One of the site's languages: its tag, its name in itself, which way it runs, where its pages
 * are, and its own posts.
 */
export type SiteLanguage = {
  tag: string;
  name: string;
  dir: "ltr" | "rtl";
  prefix: string;
  writing: WritingPaths;
};

/** A language's name as its own readers write it: "Deutsch", "العربية", "português (Brasil)". */
const nameInItself = (tag: string) => {
  const name = new Intl.DisplayNames([tag], { type: "language" }).of(tag) ?? tag;
  return name.charAt(0).toLocaleUpperCase(tag) + name.slice(1);
};

const NO_WRITING: WritingPaths = { slugs: [], tags: [] };

/**
 * The site's languages: its own first, at the site's root, then each other at /<tag>/, each with
 * the writing pages it has (by tag; none where not given).
 */
export const siteLanguages = (
  own: string,
  others: string[],
  writing: Record<string, WritingPaths> = {},
): SiteLanguage[] =>
  [own, ...others].map((tag, index) => ({
    tag,
    name: nameInItself(tag),
    dir: directionOf(tag),
    prefix: index === 0 ? "" : `/${tag}`,
    writing: writing[tag] ?? NO_WRITING,
  }));
