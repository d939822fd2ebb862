import type { Content, Translation } from "~/content/schema";

/** Where a translation does not fit the content it translates: the field, and what is wrong. */
type TranslationIssue = { path: PropertyKey[]; message: string };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Whether a list's entries are matched by id: their own have one. */
const byId = (entries: unknown[]) =>
  entries.length > 0 && entries.every((entry) => isObject(entry) && "id" in entry);

/** The fields that name a thing rather than say something: never counted as not yet translated. */
const NOT_WORDS = new Set([
  "id",
  "href",
  "url",
  "link",
  "companyLink",
  "src",
  "img",
  "icon",
  "iconOnLight",
  "lang",
  "email",
  "resumePaper",
  "contentPosition",
  "homePage",
]);

function translatedOver(base: unknown, over: unknown): unknown {
  if (over === undefined) return base;
  if (Array.isArray(base) && Array.isArray(over)) {
    if (!base.every(isObject)) return over;
    if (byId(base)) {
      return base.map((entry) => {
        const match = over.find((each) => isObject(each) && each.id === (entry as { id: unknown }).id);
        return match === undefined ? entry : translatedOver(entry, match);
      });
    }
    return base.map((entry, index) => translatedOver(entry, over[index]));
  }
  if (isObject(base) && isObject(over)) {
    const out: Record<string, unknown> = { ...base };
    for (const [key, value] of Object.entries(over)) out[key] = translatedOver(base[key], value);
    return out;
  }
  return over;
}

/** What a translation names that the content has not: an id no entry has, an entry past the list's end. */
function strays(base: unknown, over: unknown, path: PropertyKey[]): TranslationIssue[] {
  if (Array.isArray(base) && Array.isArray(over) && base.every(isObject)) {
    if (byId(base)) {
      const ids = new Set(base.map((entry) => (entry as { id: unknown }).id));
      return over.flatMap((entry, index) => {
        const id = isObject(entry) ? entry.id : undefined;
        if (id === undefined)
          return [{ path: [...path, index, "id"], message: "needs the id of the entry it translates" }];
        if (!ids.has(id))
          return [{ path: [...path, index, "id"], message: `no entry has the id ${String(id)}` }];
        return strays(
          base.find((each) => (each as { id: unknown }).id === id),
          entry,
          [...path, index],
        );
      });
    }
    return over.flatMap((entry, index) =>
      index >= base.length
        ? [
            {
              path: [...path, index],
              message: `the content has ${base.length} entries here, so none to translate at place ${index + 1}`,
            },
          ]
        : strays(base[index], entry, [...path, index]),
    );
  }
  if (isObject(base) && isObject(over)) {
    return Object.entries(over).flatMap(([key, value]) => strays(base[key], value, [...path, key]));
  }
  return [];
}

/**
 * The content in another language: the translation's words laid over the site's own, entry by
 * entry (by id where entries have one, else by place), with `lang` the language's tag and the
 * translation's own changes to the interface's words.
 */
export function translated(content: Content, translation: Translation, lang: string): Content {
  const merged = translatedOver(content, translation) as Content;
  // The owner's changes to the interface's words are their own language's: another language
  // starts from the project's words in it.
  return { ...merged, words: translation.words, site: { ...merged.site, lang } };
}

/** Where a translation names an entry the content has not (an id, a place past the end). */
export const translationStrays = (content: Content, translation: Translation): TranslationIssue[] =>
  strays(content, translation, []);

/** Every text the content shows, by its field ("projects.id 3.name"), with its words. */
function texts(value: unknown, path: string[]): Array<[string, string]> {
  if (typeof value === "string") return [[path.join("."), value]];
  if (Array.isArray(value)) {
    if (value.every((entry) => typeof entry === "string"))
      return value.length ? [[path.join("."), value.join("\n")]] : [];
    return value.flatMap((entry, index) =>
      texts(entry, [...path, isObject(entry) && "id" in entry ? `id ${String(entry.id)}` : String(index)]),
    );
  }
  if (isObject(value)) {
    return Object.entries(value).flatMap(([key, each]) =>
      NOT_WORDS.has(key) ? [] : texts(each, [...path, key]),
    );
  }
  return [];
}

/**
 * The content's texts a translation leaves in the site's own language, by field: what
 * `npm run check` lists as not yet translated. The words of the interface are not among them.
 */
export function untranslated(content: Content, translation: Translation): string[] {
  const { words: _words, ...shown } = content;
  // Every text made a mark no translation writes: a field still marked after the translation is
  // laid over is one it did not give (a name kept as it is, given, counts as translated).
  const marked = translatedOver(blank(shown), translation);
  return texts(marked, []).flatMap(([field, words]) => (words.includes(UNGIVEN) ? [field] : []));
}

const UNGIVEN = "\u0000";
const blank = (value: unknown): unknown => {
  if (typeof value === "string") return UNGIVEN;
  if (Array.isArray(value)) return value.map(blank);
  if (isObject(value))
    return Object.fromEntries(
      Object.entries(value).map(([key, each]) => [key, NOT_WORDS.has(key) ? each : blank(each)]),
    );
  return value;
};

/**
 * Each text or value a translation gives, by its place in the translation and in the content
 * (an entry matched by id may sit elsewhere in the content's list): for naming a field the
 * content has not. Entries the content has not are left to `translationStrays`.
 */
export function givenFields(
  content: unknown,
  translation: unknown,
  path: PropertyKey[] = [],
  at: PropertyKey[] = [],
): Array<{ path: PropertyKey[]; at: PropertyKey[] }> {
  if (Array.isArray(translation)) {
    if (!Array.isArray(content) || !content.every(isObject)) return [{ path, at }];
    return translation.flatMap((entry, index) => {
      const place = byId(content)
        ? content.findIndex((each) => isObject(entry) && (each as { id: unknown }).id === entry.id)
        : index;
      return place < 0 || place >= content.length
        ? []
        : givenFields(content[place], entry, [...path, index], [...at, place]);
    });
  }
  if (isObject(translation)) {
    return Object.entries(translation).flatMap(([key, value]) =>
      givenFields(isObject(content) ? content[key] : undefined, value, [...path, key], [...at, key]),
    );
  }
  return [{ path, at }];
}
