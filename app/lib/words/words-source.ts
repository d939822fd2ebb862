import type { WordTemplates } from "./english.ts";
import { LIST_VALUE, NUMBER_VALUES, WORD_VALUES } from "./word-values.ts";
import { dayFormat, pluralLanguage } from "./words-of.ts";

const escaped = (text: string) => text.replace(/\\|`|\$\{/g, (match) => `\\${match}`);

/** A template as a JavaScript template literal, each value named in its place. */
const literal = (template: string, values: readonly string[]) =>
  `\`${template
    .split(/(\{\w+\})/)
    .map((part) => {
      const name = part.match(/^\{(\w+)\}$/)?.[1];
      if (!name || !values.includes(name)) return escaped(part);
      if (NUMBER_VALUES.has(name)) return `\${N(${name})}`;
      return name === LIST_VALUE ? `\${${name}.join("; ")}` : `\${${name}}`;
    })
    .join("")}\``;

const source = (shape: Record<string, unknown>, trail: string, lang: string): string =>
  `{${Object.entries(shape)
    .map(([key, word]) => {
      const values: readonly string[] | undefined = WORD_VALUES[`${trail}${key}` as keyof typeof WORD_VALUES];
      if (values && typeof word === "string") return `${key}:(${values})=>${literal(word, values)}`;
      if (values) {
        const forms = Object.entries(word as Record<string, string>).map(
          ([form, text]) => `${form}:${literal(text, values)}`,
        );
        const rules = pluralLanguage(word as object, lang);
        return `${key}:(${values})=>P(count,{${forms}}${rules === lang ? "" : `,${JSON.stringify(rules)}`})`;
      }
      return `${key}:${typeof word === "string" ? JSON.stringify(word) : source(word as Record<string, unknown>, `${trail}${key}.`, lang)}`;
    })
    .join(",")}}`;

/**
 * The words as a module's source, with each word that has values inside compiled to a function
 * of them: what `wordsOf` gives, without its code, so that the browser loads words as small as
 * written by hand (decision 083). With `group`, that group alone (the search dialog's).
 */
export function wordsModule(
  words: Record<string, unknown>,
  lang: string,
  group?: keyof WordTemplates,
): string {
  const L = JSON.stringify(lang);
  // A browser's first number formatted by Intl loads its number data: 40 ms here, 160 on a
  // phone, in the middle of the page's start (issue 71). A whole number under 1,000 in a
  // language that writes Latin digits is its digits: no Intl needed for the résumé's size.
  const plain = new Intl.NumberFormat(lang).resolvedOptions().numberingSystem === "latn";
  const digits = plain ? "n>=0&&n<1000&&n%1===0?String(n):" : "";
  const exported = group
    ? source(words[group] as Record<string, unknown>, `${group}.`, lang)
    : source({ ...words, dates: { day: dayFormat } }, "", lang);
  return [
    `const N=(n)=>${digits}n.toLocaleString(${L});`,
    "let R;",
    // A third argument names other rules: English's, for its words on a page in a language without them (pluralLanguage).
    `const P=(c,w,l)=>(c===0&&w.zero)||w[(l?new Intl.PluralRules(l):(R??=new Intl.PluralRules(${L}))).select(c)]||w.other;`,
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
