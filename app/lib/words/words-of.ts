import type { Plural, WordTemplates } from "./english";

/** A day as the writing pages say it ("14 March 2026"), drawn by Intl in the page's language. */
export const dayFormat: Intl.DateTimeFormatOptions = { day: "numeric", month: "long", year: "numeric" };

/** A template with its values in place; a number is written as the language writes numbers. */
const fill = (template: string, values: Record<string, string | number>, lang: string) =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => {
    const value = values[key];
    if (value === undefined) return whole;
    return typeof value === "number" ? value.toLocaleString(lang) : value;
  });

/** The form of a counting word for this count: "zero" where the language gives one, else its plural category. */
const formFor = (plural: Plural, count: number, lang: string) =>
  (count === 0 && plural.zero) ||
  plural[new Intl.PluralRules(lang).select(count) as keyof Plural] ||
  plural.other;

/** A counting word for this count, with it and the other values in place. */
const counted = (plural: Plural, count: number, values: Record<string, string | number>, lang: string) =>
  fill(formFor(plural, count, lang), { ...values, count }, lang);

/**
 * A language's words as the components use them: a word with values inside becomes a function
 * of them (`byline("Jane Doe")`), everything else stays text. `lang` writes the numbers and
 * chooses each counting word's form.
 */
export function wordsOf(templates: WordTemplates, lang: string) {
  const t = templates;
  const say = (template: string, values: Record<string, string | number>) => fill(template, values, lang);
  const count = (plural: Plural, n: number, values: Record<string, string | number> = {}) =>
    counted(plural, n, values, lang);
  return {
    ...t,
    splash: { ...t.splash, byline: (name: string) => say(t.splash.byline, { name }) },
    notFound: { ...t.notFound, title: (name: string) => say(t.notFound.title, { name }) },
    work: { ...t.work, moreAbout: (project: string) => say(t.work.moreAbout, { project }) },
    project: { ...t.project, numbered: (number: string) => say(t.project.numbered, { number }) },
    writing: {
      ...t.writing,
      minutesToRead: (minutes: number) => say(t.writing.minutesToRead, { minutes }),
      postsTagged: (n: number) => count(t.writing.postsTagged, n),
      pageTitle: (name: string) => say(t.writing.pageTitle, { name }),
      pageDescription: (name: string, titles: string[]) =>
        say(t.writing.pageDescription, { name, titles: titles.join("; ") }),
      tagTitle: (tag: string, name: string) => say(t.writing.tagTitle, { tag, name }),
      tagDescription: (n: number, name: string, tag: string) =>
        count(t.writing.tagDescription, n, { name, tag }),
      feedTitle: (name: string) => say(t.writing.feedTitle, { name }),
      shareLabel: (date: string) => say(t.writing.shareLabel, { date }),
    },
    // The search dialog's own words reach the browser with its code (app/lib/search/search-words.ts).
    search: { name: t.search.name },
    resume: {
      ...t.resume,
      documentTitle: (name: string) => say(t.resume.documentTitle, { name }),
      link: (size: number) => say(t.resume.link, { size }),
    },
    /** How dates are said: the parts; the language chooses their words and order. */
    dates: { day: dayFormat },
  };
}

/** The interface's words of one language, as components call them. */
export type InterfaceWords = ReturnType<typeof wordsOf>;

/** The search dialog's words, as the dialog calls them. */
export const searchWordsOf = (search: WordTemplates["search"], lang: string) => ({
  ...search,
  /** What a screen reader hears and the dialog shows once a search has answered. */
  found: (count: number, query: string) => counted(search.found, count, { query }, lang),
});
