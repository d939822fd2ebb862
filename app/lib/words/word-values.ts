/**
 * Which words take values, and of what type, read from English's templates themselves: a word
 * whose template names a value in braces ("{name} — Portfolio"), or that counts, is said with
 * its values by name (`byline({ name })`); every other word is text. No list to keep beside the
 * words: a value added to a template is a value its callers must give, as the typecheck says.
 */
import type { WordValue } from "./say-word.ts";

/** The names a template gives its values: "{count} posts by {name}" gives "count" | "name". */
type NamesIn<Template> = Template extends `${string}{${infer Name}}${infer Rest}`
  ? Name | NamesIn<Rest>
  : never;

/** A value's type, by its name: a count, minutes and a size are numbers, the titles a list, the rest text. */
type ValueOf<Name> = Name extends "count" | "minutes" | "size"
  ? number
  : Name extends "titles"
    ? readonly string[]
    : string;

/** What a word takes: each value its template names; a counting word, its count and what any form names. */
export type ValuesOf<Word> = Word extends string
  ? { [Name in NamesIn<Word>]: ValueOf<Name> }
  : { [Name in NamesIn<Word[keyof Word]> | "count"]: ValueOf<Name> };

/** A word as the components call it: its text, or a function of the values English's template names. */
export type Said<Word> = Word extends string
  ? [NamesIn<Word>] extends [never]
    ? string
    : (values: ValuesOf<Word>) => string
  : Word extends { other: string }
    ? (values: ValuesOf<Word>) => string
    : { -readonly [Key in keyof Word]: Said<Word[Key]> };

/** A language's words, or a group of them, as the walks over them (words-of.ts, words-source.ts) read them. */
export type WordShape = Readonly<Record<string, unknown>>;

/** The values a word is said with, as the formatter takes them. */
export type SaidWith = Readonly<Record<string, WordValue>>;

/** Whether the word whose English template is `englishWord` takes values: it names one, or counts. */
export const takesValues = (englishWord: unknown): boolean =>
  typeof englishWord === "string"
    ? /\{\w+\}/.test(englishWord)
    : typeof englishWord === "object" && englishWord !== null && "other" in englishWord;
