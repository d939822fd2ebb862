import { directionOf } from "~/lib/words/shipped";

/** One of the site's languages: its tag, its name in itself, which way it runs, and where its pages are. */
export type SiteLanguage = { tag: string; name: string; dir: "ltr" | "rtl"; prefix: string };

/** A language's name as its own readers write it: "Deutsch", "العربية", "português (Brasil)". */
const nameInItself = (tag: string) => {
  const name = new Intl.DisplayNames([tag], { type: "language" }).of(tag) ?? tag;
  return name.charAt(0).toLocaleUpperCase(tag) + name.slice(1);
};

/** The site's languages: its own first, at the site's root, then each other at /<tag>/. */
export const siteLanguages = (own: string, others: string[]): SiteLanguage[] =>
  [own, ...others].map((tag, index) => ({
    tag,
    name: nameInItself(tag),
    dir: directionOf(tag),
    prefix: index === 0 ? "" : `/${tag}`,
  }));
