/**
 * Each word with values inside, and the values' names in the order its function takes them:
 * the one list that both the words as the build and the tests call them (words-of.ts) and the
 * words compiled for the browser (words-source.ts) make their functions from. The names are the
 * template's own (`{name}`); the words' schema refuses a template naming one its place has not.
 */
export const WORD_VALUES = {
  "splash.byline": ["name"],
  "notFound.title": ["name"],
  "work.moreAbout": ["project"],
  "project.numbered": ["number"],
  "writing.minutesToRead": ["minutes"],
  "writing.postsTagged": ["count"],
  "writing.pageTitle": ["name"],
  "writing.pageDescription": ["name", "titles"],
  "writing.tagTitle": ["tag", "name"],
  "writing.tagDescription": ["count", "name", "tag"],
  "writing.feedTitle": ["name"],
  "writing.shareLabel": ["date"],
  "search.found": ["count", "query"],
  "resume.documentTitle": ["name"],
  "resume.link": ["size"],
} as const satisfies Record<string, readonly string[]>;

export type WordPlace = keyof typeof WORD_VALUES;

/** The values written as the language writes numbers. */
export const NUMBER_VALUES: ReadonlySet<string> = new Set(["count", "minutes", "size"]);

/** A list of titles, said as one value: joined by "; ". */
export const LIST_VALUE = "titles";

type ValueOf<Name> = Name extends "count" | "minutes" | "size"
  ? number
  : Name extends typeof LIST_VALUE
    ? string[]
    : string;

/** Each value's type, in order (a mapped tuple: `Names` must be a type parameter to stay one). */
type Values<Names extends readonly string[]> = { -readonly [Index in keyof Names]: ValueOf<Names[Index]> };

/** The function a word with values becomes: its values in order, each of its type. */
export type WordFunction<Place extends WordPlace> = (
  ...values: Values<(typeof WORD_VALUES)[Place]>
) => string;
