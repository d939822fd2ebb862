import { english, type Plural, type WordTemplates } from "./english.ts";
import { formOf, say } from "./say-word.ts";
import { type Said, type SaidWith, takesValues, type WordShape } from "./word-values.ts";

/** A day as the writing pages say it ("14 March 2026"), drawn by Intl in the page's language. */
export const dayFormat: Intl.DateTimeFormatOptions = { day: "numeric", month: "long", year: "numeric" };

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

/** Whether `lang` writes Latin digits (say-word.ts writes a small whole number as its digits there). */
export const writesLatinDigits = (lang: string) =>
  new Intl.NumberFormat(lang).resolvedOptions().numberingSystem === "latn";

/** `words` as components call them: each word English's template (at the same place in `model`) gives values a function of them. */
function said(words: WordShape, model: WordShape | undefined, lang: string, plainDigits: boolean): WordShape {
  return Object.fromEntries(
    Object.entries(words).map(([key, word]) => {
      const englishWord = model?.[key];
      if (!takesValues(englishWord))
        return [
          key,
          typeof word === "string"
            ? word
            : said(word as WordShape, englishWord as WordShape, lang, plainDigits),
        ];
      if (typeof word === "string") return [key, (values: SaidWith) => say(word, values, lang, plainDigits)];
      const rules = pluralLanguage(word as object, lang);
      return [
        key,
        (values: SaidWith) =>
          say(formOf(Number(values.count), word as Plural, rules), values, lang, plainDigits),
      ];
    }),
  );
}

/**
 * A language's words as the components use them: a word with values inside becomes a function
 * of them (`byline({ name: "Jane Doe" })`; word-values.ts), everything else stays text. `lang`
 * writes the numbers and chooses each counting word's form.
 */
export function wordsOf(templates: WordTemplates, lang: string) {
  const { search, ...words } = said(templates, english, lang, writesLatinDigits(lang)) as Said<
    typeof english
  >;
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
export const searchWordsOf = (search: WordTemplates["search"], lang: string) =>
  said(search, english.search, lang, writesLatinDigits(lang)) as Said<typeof english.search>;
