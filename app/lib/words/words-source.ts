import { english, type WordTemplates } from "./english.ts";
import { takesValues, type WordShape } from "./word-values.ts";
import { dayFormat, pluralLanguage, writesLatinDigits } from "./words-of.ts";

/** Words as an object's source: each word English's template gives values a function of them. */
const source = (shape: WordShape, model: WordShape | undefined, lang: string): string =>
  `{${Object.entries(shape)
    .map(([key, word]) => {
      const englishWord = model?.[key];
      const text = JSON.stringify(word);
      // A key written as a string: an owner's word under a key the check has not seen stays valid code.
      const name = JSON.stringify(key);
      if (!takesValues(englishWord))
        return `${name}:${typeof word === "string" ? text : source(word as WordShape, englishWord as WordShape, lang)}`;
      if (typeof word === "string") return `${name}:v=>S(${text},v)`;
      const rules = pluralLanguage(word as object, lang);
      return `${name}:v=>S(F(v.count,${text},${JSON.stringify(rules)}),v)`;
    })
    .join(",")}}`;

/**
 * The words as a module's source, with each word that has values inside a function of them that
 * calls the one formatter, say-word.ts (`formatter`: the path the module imports it by): the
 * browser loads the words as data and that small module, not the code that makes functions of
 * them (decision 083). With `group`, that group alone (the search dialog's).
 */
export function wordsModule(
  words: WordShape,
  lang: string,
  formatter: string,
  group?: keyof WordTemplates,
): string {
  const exported = group
    ? source(words[group] as WordShape, english[group], lang)
    : source({ ...words, dates: { day: dayFormat } }, english, lang);
  return [
    `import{say as s,formOf as F}from${JSON.stringify(formatter)};`,
    `const S=(t,v)=>s(t,v,${JSON.stringify(lang)},${writesLatinDigits(lang)});`,
    `export default ${exported};`,
  ].join("\n");
}

/**
 * The words every page's code carries: all but those only the build draws (the résumé's headings
 * and title, the share images' label), the search dialog's, which come with the dialog's code,
 * and on a site of one language, the language links'.
 */
export function pageWords(words: WordTemplates, multilingual: boolean) {
  const { headings: _headings, documentTitle: _title, ...resume } = words.resume;
  const { shareLabel: _label, ...writing } = words.writing;
  const { languages, ...rest } = words;
  // The language links' words only where there are languages to link.
  return {
    ...rest,
    ...(multilingual && { languages }),
    resume,
    writing,
    search: { name: words.search.name },
  };
}
