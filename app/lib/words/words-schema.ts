import { z } from "zod";
import { english, type PartialWords } from "./english";

const placeholdersOf = (template: string) => template.match(/\{\w+\}/g) ?? [];

/** A word in the owner's words: text, with no value in braces that English's word does not have. */
const wordLike = (englishWord: string) => {
  const allowed = new Set(placeholdersOf(englishWord));
  const named =
    allowed.size > 0 ? `may only name ${[...allowed].join(", ")}` : "has no values to name in braces";
  return z
    .string()
    .min(1, "must not be empty")
    .refine((word) => placeholdersOf(word).every((name) => allowed.has(name)), named);
};

const PLURAL_FORMS = ["zero", "one", "two", "few", "many"] as const;

/** Zod for any part of English's words, key for key, refusing a key English has not (a typo). */
const schemaOf = (shape: Record<string, unknown>): z.ZodType =>
  z.strictObject(
    Object.fromEntries(
      Object.entries(shape).map(([key, value]) => {
        if (typeof value === "string") return [key, wordLike(value).optional()];
        const group = value as Record<string, unknown>;
        if ("other" in group) {
          const word = wordLike(String(group.other));
          const forms = Object.fromEntries(PLURAL_FORMS.map((form) => [form, word.optional()]));
          return [key, z.strictObject({ ...forms, other: word }).optional()];
        }
        return [key, schemaOf(group).optional()];
      }),
    ),
  );

/**
 * The owner's changes to the interface's words (`words` in a language's content): any of them,
 * each a word English has, with the values in braces English's word has. A counting word is given
 * whole, with its "other" form at least.
 */
export const wordsSchema = (schemaOf(english) as z.ZodType<PartialWords>).optional();
