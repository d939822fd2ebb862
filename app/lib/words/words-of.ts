import type { Plural, WordTemplates } from "./english";
import { LIST_VALUE, WORD_VALUES, type WordFunction, type WordPlace } from "./word-values";

/** A day as the writing pages say it ("14 March 2026"), drawn by Intl in the page's language. */
export const dayFormat: Intl.DateTimeFormatOptions = { day: "numeric", month: "long", year: "numeric" };

/** A template with its values in place; a number is written as the language writes numbers. */
const fill = (template: string, values: Record<string, string | number>, lang: string) =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => {
    const value = values[key];
    if (value === undefined) return whole;
    return typeof value === "number" ? value.toLocaleString(lang) : value;
  });

/**
 * Whose plural rules pick a counting word's form: the page's language's, unless the word has a
 * form that language never uses; then the word is English's, shown where the project has no
 * words in the page's language ("1 post", not "1 posts", on a Japanese page, whose rules say
 * "other" for every count).
 */
export function pluralLanguage(forms: object, lang: string): string {
  const own: string[] = new Intl.PluralRules(lang).resolvedOptions().pluralCategories;
  return Object.keys(forms).every((form) => form === "zero" || own.includes(form)) ? lang : "en";
}

/** The form of a counting word for this count: "zero" where the language gives one, else its plural category. */
const formFor = (plural: Plural, count: number, lang: string) =>
  (count === 0 && plural.zero) ||
  plural[new Intl.PluralRules(pluralLanguage(plural, lang)).select(count) as keyof Plural] ||
  plural.other;

/** A counting word for this count, with it and the other values in place. */
const counted = (plural: Plural, count: number, values: Record<string, string | number>, lang: string) =>
  fill(formFor(plural, count, lang), { ...values, count }, lang);

/** Words as `said` gives them: each word of WORD_VALUES a function of its values. */
type Said<T, Trail extends string> = {
  [Key in keyof T]: `${Trail}${Key & string}` extends WordPlace
    ? WordFunction<`${Trail}${Key & string}`>
    : T[Key] extends string
      ? T[Key]
      : Said<T[Key], `${Trail}${Key & string}.`>;
};

/** The word at `place` as a function of its values, in their order in WORD_VALUES. */
function sayer(place: WordPlace, template: string | Plural, lang: string) {
  const names: readonly string[] = WORD_VALUES[place];
  return (...args: unknown[]) => {
    const values: Record<string, string | number> = {};
    names.forEach((name, index) => {
      const value = args[index];
      values[name] = name === LIST_VALUE ? (value as string[]).join("; ") : (value as string | number);
    });
    return typeof template === "string"
      ? fill(template, values, lang)
      : counted(template, Number(values.count), values, lang);
  };
}

/** `words` with each word of WORD_VALUES under `trail` made a function of its values, the rest as written. */
function said<T extends object, Trail extends string>(words: T, trail: Trail, lang: string): Said<T, Trail> {
  return Object.fromEntries(
    Object.entries(words).map(([key, word]) => {
      const place = `${trail}${key}`;
      if (place in WORD_VALUES) return [key, sayer(place as WordPlace, word as string | Plural, lang)];
      return [key, typeof word === "string" ? word : said(word as object, `${place}.`, lang)];
    }),
  ) as Said<T, Trail>;
}

/**
 * A language's words as the components use them: a word with values inside becomes a function
 * of them (`byline("Jane Doe")`, WORD_VALUES), everything else stays text. `lang` writes the
 * numbers and chooses each counting word's form.
 */
export function wordsOf(templates: WordTemplates, lang: string) {
  const { search, ...words } = said(templates, "", lang);
  return {
    ...words,
    // The search dialog's own words reach the browser with its code (app/lib/search/search-words.ts).
    search: { name: search.name },
    /** How dates are said: the parts; the language chooses their words and order. */
    dates: { day: dayFormat },
  };
}

/** The interface's words of one language, as components call them. */
export type InterfaceWords = ReturnType<typeof wordsOf>;

/** The search dialog's words, as the dialog calls them. */
export const searchWordsOf = (search: WordTemplates["search"], lang: string) => said(search, "search.", lang);
