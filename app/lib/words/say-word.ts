import type { Plural } from "./english.ts";

/**
 * The one formatter of the interface's words, for the build and the browser alike: the words as
 * the build says them (words-of.ts) call it, and so does the words module the browser loads
 * (words-source.ts imports it there). Nothing here reads Intl until a word is said.
 */

/** What a word's values may be: text, a number, or a list (the writing page's titles). */
export type WordValue = string | number | readonly string[];

/**
 * `template` with each value it names in braces in place: a number written as `lang` writes
 * numbers, a list joined by "; ". With `plainDigits` (the language writes Latin digits), a whole
 * number under 1,000 is its digits: a browser's first number formatted by Intl loads its number
 * data, 40 ms here and 160 on a phone in the middle of the page's start (issue 71).
 */
export function say(
  template: string,
  values: Readonly<Record<string, WordValue>>,
  lang: string,
  plainDigits: boolean,
): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = values[name];
    if (value === undefined) return whole;
    if (typeof value === "number") {
      const plain = plainDigits && value >= 0 && value < 1000 && value % 1 === 0;
      return plain ? String(value) : value.toLocaleString(lang);
    }
    return typeof value === "string" ? value : value.join("; ");
  });
}

const rulesByLanguage = new Map<string, Intl.PluralRules>();

/**
 * The form of a counting word for `count`: "zero" where the word gives one, else the form the
 * plural rules of `rulesOf` pick (the page's language, or English for English's words: words-of.ts).
 */
export function formOf(count: number, forms: Plural, rulesOf: string): string {
  let rules = rulesByLanguage.get(rulesOf);
  if (!rules) {
    rules = new Intl.PluralRules(rulesOf);
    rulesByLanguage.set(rulesOf, rules);
  }
  return (count === 0 && forms.zero) || forms[rules.select(count) as keyof Plural] || forms.other;
}
