import { english, type PartialWords, type WordTemplates } from "./english.ts";
import { ar } from "./languages/ar.ts";
import { de } from "./languages/de.ts";
import { es } from "./languages/es.ts";
import { fr } from "./languages/fr.ts";
import { pt } from "./languages/pt.ts";
import { searchWordsOf, wordsOf } from "./words-of.ts";

/** The interface's words the project ships, by language (its primary subtag: "pt" for "pt-BR"). */
export const shippedWords: Record<string, WordTemplates> = { en: english, de, fr, es, pt, ar };

/** The primary language of a tag, lower case: "pt" for "pt-BR". */
export const primaryLanguage = (lang: string) => (lang.split("-")[0] ?? lang).toLowerCase();

/** The words the project ships for a language, or none (English's show until the owner gives them). */
const shippedFor = (lang: string): WordTemplates | undefined => shippedWords[primaryLanguage(lang)];

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** `over` laid on `base`, key by key; a counting word is replaced whole, never mixed. */
const wordsOver = (base: Record<string, unknown>, over: Record<string, unknown>): Record<string, unknown> => {
  const out: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(over)) {
    if (value === undefined) continue;
    const isPlural = isObject(value) && "other" in value;
    out[key] =
      isObject(value) && !isPlural && isObject(base[key])
        ? wordsOver(base[key] as Record<string, unknown>, value)
        : value;
  }
  return out;
};

/**
 * A language's words: the owner's own (`overrides`, from the content), over the project's for
 * that language, over English's for whatever neither gives.
 */
export const wordTemplatesFor = (lang: string, overrides: PartialWords = {}): WordTemplates =>
  wordsOver(wordsOver(english, shippedFor(lang) ?? {}), overrides) as WordTemplates;

/**
 * Every interface word of a content's own language, as components call them, the search
 * dialog's too: for the build and the tests, which read them from the content itself.
 */
export const wordsOfContent = (content: { site: { lang?: string }; words?: Record<string, unknown> }) => {
  const lang = content.site.lang ?? "en";
  const templates = wordTemplatesFor(lang, content.words as PartialWords | undefined);
  return { ...wordsOf(templates, lang), search: searchWordsOf(templates.search, lang) };
};

/** Every word's place in English's words, dotted ("contact.pending"), a counting word as one place. */
const placesOf = (shape: Record<string, unknown>, trail = ""): string[] =>
  Object.entries(shape).flatMap(([key, value]) =>
    typeof value === "string" || (isObject(value) && "other" in value)
      ? [`${trail}${key}`]
      : placesOf(value as Record<string, unknown>, `${trail}${key}.`),
  );

const given = (words: unknown, place: string) =>
  place.split(".").reduce<unknown>((part, key) => (isObject(part) ? part[key] : undefined), words) !==
  undefined;

/**
 * The words a language still shows in English: none for English or a language the project ships,
 * else each word the owner's content has not given (`npm run check` lists them).
 */
export const wordsMissing = (lang: string, changes: PartialWords = {}): string[] =>
  primaryLanguage(lang) === "en" || shippedFor(lang)
    ? []
    : placesOf(english).filter((place) => !given(changes, place));

/** Languages written right to left, by primary subtag. */
const RIGHT_TO_LEFT = new Set(["ar", "arc", "ckb", "dv", "fa", "he", "ks", "ps", "sd", "ug", "ur", "yi"]);

/** Which way a language's text runs: `dir` on the page. */
export const directionOf = (lang: string): "ltr" | "rtl" =>
  RIGHT_TO_LEFT.has(primaryLanguage(lang)) ? "rtl" : "ltr";
