import { existsSync } from "node:fs";
import path from "node:path";
import type { z } from "zod";
import { CONTENT_RANGES, PROJECT_VIEW_DELAYS } from "../../app/constants.ts";
import { type Content, contentSchema, SOCIAL_ICONS, type Translation } from "../../app/content/schema.ts";
import { blockNames, homePageIssues } from "../../app/lib/content/home-page.ts";
import { givenFields, translated, translationStrays, untranslated } from "../../app/lib/content/translate.ts";
import { type Problem, ProblemsError } from "../../app/lib/problems.ts";
import type { PartialWords } from "../../app/lib/words/english.ts";
import { primaryLanguage, wordsMissing } from "../../app/lib/words/shipped.ts";
import { wordsSchema } from "../../app/lib/words/words-schema.ts";
import { contentWarnings } from "./content-fit.ts";
import { LANGUAGE_TAG } from "./languages.ts";

type ContentProblem = Problem;

const FILES: Record<string, string> = {
  site: "site.ts",
  projects: "projects.ts",
  services: "services.ts",
  experiences: "experiences.ts",
  testimonials: "testimonials.ts",
  socialLinks: "social-links.ts",
  techStack: "tech-stack.ts",
  homePage: "home-page.ts",
  lists: "lists.ts",
  words: "words.ts",
};

/** The file a field is written in: its own file (`projects` → projects.ts), or an `index.ts` holding everything. */
export const fileIn = (contentDir: string) => (segments: PropertyKey[]) => {
  const own = FILES[String(segments[0])];
  const index = path.join(contentDir, "index.ts");
  // Where neither is there yet (the words before an owner writes any), the file the docs say to add.
  return own && (existsSync(path.join(contentDir, own)) || !existsSync(index))
    ? path.join(contentDir, own)
    : index;
};

const IMAGE_FIELDS = new Set(["src", "img", "icon", "iconOnLight"]);

const delays = `${PROJECT_VIEW_DELAYS.slice(0, -1).join(", ")} or ${PROJECT_VIEW_DELAYS.at(-1)}`;
const UNIQUE_IDS =
  "give each entry its own positive whole number (a project's is its address: /project/{id})";

/** The range a list's count must be in, by the list's field ("projects[2].sections" → case-study sections). */
function rangeOf(path: PropertyKey[]): { min: number; max: number } | undefined {
  const key = String(path.at(-1));
  if (key === "sections") return CONTENT_RANGES.caseStudySections;
  if (key === "entries") return CONTENT_RANGES.listEntries;
  if (key === "lines") return CONTENT_RANGES.heroLines;
  return (CONTENT_RANGES as Record<string, { min: number; max: number }>)[key];
}

/** How to put a count right: the range, and what an empty list does. */
function countFix(path: PropertyKey[]): string {
  const range = rangeOf(path);
  if (!range) return "add or remove entries";
  if (fieldName(path) === "site.hero.lines")
    return `write the headline as ${range.min} to ${range.max} lines, such as lines: ["I like to play", "Where Code", "Meets Design"]`;
  const empty = range.min === 0 ? "; an empty list takes its section off the page" : "";
  return `keep between ${range.min} and ${range.max} entries${empty}`;
}

/** How to put a field right, by the field's name or the kind of rule it broke. */
function fixFor(field: string, issue: z.core.$ZodIssue): string {
  const key = String(issue.path[issue.path.length - 1] ?? "");
  if (issue.path[0] === "words") {
    if (issue.code === "unrecognized_keys")
      return "use the words app/lib/words/english.ts names, spelled as there (a typo is taken for a new word)";
    if (issue.code === "custom")
      return "name only the values English's word names, such as {name}: each is put in its place";
    if (key === "other" || issue.code === "invalid_type")
      return 'give a counting word every form your language uses, "other" at least: { one: "…", other: "…" }';
  }
  if (key === "lang") return 'write the language your content is in, such as "en", "en-GB" or "de"';
  if (key === "viewDelay") return `use ${delays} (seconds before the card enters)`;
  if (key === "email") return 'give an address such as "jane@example.com", or leave the field out';
  if (key === "resumePaper") return "use 'A4' or 'LETTER' (US Letter), or leave the field out for A4";
  if (key === "location")
    return 'write where you work from, such as "Lisbon, Portugal", or leave the field out';
  if (key === "contentPosition") return "use 'l' (text on the left) or 'r' (text on the right)";
  if (key === "url") return 'give a full address such as "https://example.com", or "" for no public site';
  if (issue.path[0] === "socialLinks" && key === "href")
    return 'give a full address starting with "https://", or "mailto:" and an e-mail address';
  if (issue.path[0] === "socialLinks" && key === "icon")
    return `use one of: ${SOCIAL_ICONS.join(", ")}; or leave icon out: it is then taken from href, and a site without an icon of its own gets a generic mark`;
  if (["companyLink", "link", "href"].includes(key)) return 'give a full address starting with "https://"';
  if (IMAGE_FIELDS.has(key)) return 'give a path inside images/, such as "projects/my-app/cover.png"';
  if (key === "id" && issue.path[0] === "lists")
    return 'name it in lower case, such as "talks" or "open-source": the home page\'s order and its anchor use it';
  if (key === "id") return UNIQUE_IDS;
  if (issue.code === "too_small" && issue.origin === "string") return "write some text here";
  if ((issue.code === "too_small" || issue.code === "too_big") && issue.origin === "array")
    return countFix(issue.path);
  if (issue.code === "invalid_type") return `write this as ${issue.expected}`;
  return `correct ${field}`;
}

export const fieldName = (segments: PropertyKey[]) =>
  segments.reduce<string>(
    (name, segment) =>
      typeof segment === "number"
        ? `${name}[${segment}]`
        : name
          ? `${name}.${String(segment)}`
          : String(segment),
    "",
  );

/** The paths of every image the content refers to, with the field that names each. */
export function imageReferences(
  raw: unknown,
  trail: PropertyKey[] = [],
): Array<{ field: PropertyKey[]; image: string }> {
  if (Array.isArray(raw)) return raw.flatMap((item, index) => imageReferences(item, [...trail, index]));
  // A profile's icon is a name the site draws, never an image.
  if (!raw || typeof raw !== "object" || trail[0] === "socialLinks") return [];
  return Object.entries(raw).flatMap(([key, value]) =>
    IMAGE_FIELDS.has(key) && typeof value === "string" && /\.(svg|png|jpe?g|webp|avif)$/i.test(value)
      ? [{ field: [...trail, key], image: value }]
      : imageReferences(value, [...trail, key]),
  );
}

/** How to put right what is wrong with the home page's order. */
function orderFix(issue: { path: PropertyKey[]; message: string }, raw: unknown): string {
  if (issue.path[0] === "lists") return "give the list an id of its own, and use that id in home-page.ts";
  if (issue.message.includes("is not a section")) return `use one of: ${blockNames(raw).join(", ")}`;
  if (issue.message.includes("placed twice")) return "keep one of the two places";
  if (issue.message.includes('must be "hero"')) return 'put "hero" at the top of the list';
  if (issue.message.includes('"work" is missing')) return 'add "work" where the projects should show';
  const shown = issue.message.match(/shows "(\w+)"/)?.[1];
  return `write it in site.ts, or take "${shown}" out of home-page.ts`;
}

/**
 * Everything wrong with the content in `contentDir`: the schema's rules (counts within
 * their ranges, unique ids, allowed values, well-formed links), the home page's order,
 * and images that are named but missing from `images/`.
 */
export function checkContent(raw: unknown, contentDir: string): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const fileOf = fileIn(contentDir);

  const result = contentSchema.safeParse(raw);
  const words = wordsSchema.safeParse((raw as { words?: unknown } | null)?.words);
  const wordIssues = (words.error?.issues ?? []).map((issue) => ({
    ...issue,
    path: ["words", ...issue.path],
  }));
  for (const issue of [...(result.success ? [] : result.error.issues), ...wordIssues]) {
    // Said below with the ids themselves, whether or not the entries are otherwise valid.
    if (issue.message.endsWith("must be unique")) continue;
    const field = fieldName(issue.path) || "(all content)";
    problems.push({ file: fileOf(issue.path), field, message: issue.message, fix: fixFor(field, issue) });
  }

  for (const list of ["projects", "experiences"] as const) {
    const entries = (raw as Record<string, unknown> | null)?.[list];
    if (!Array.isArray(entries)) continue;
    const ids = entries.map((entry) => (entry as { id?: unknown } | null)?.id);
    const repeated = [...new Set(ids.filter((id, index) => ids.indexOf(id) !== index))];
    if (repeated.length > 0) {
      problems.push({
        file: fileOf([list]),
        field: list,
        message: `${list === "projects" ? "project" : "experience"} ids must be unique: ${repeated.join(", ")} ${repeated.length === 1 ? "is" : "are"} used twice`,
        fix: UNIQUE_IDS,
      });
    }
  }

  for (const issue of homePageIssues(raw)) {
    const field = fieldName(issue.path);
    problems.push({ file: fileOf(issue.path), field, message: issue.message, fix: orderFix(issue, raw) });
  }

  for (const { field, image } of imageReferences(raw)) {
    if (!existsSync(path.join(contentDir, "images", image))) {
      problems.push({
        file: fileOf(field),
        field: fieldName(field),
        message: `there is no file images/${image}`,
        fix: `add the image at ${path.join(contentDir, "images", image)}, or correct the path`,
      });
    }
  }
  return problems;
}

/**
 * What valid content may still want looked at: text longer than its place is made for, a list
 * the home page does not show. `npm run check` prints these and goes on.
 */
export function checkContentFit(raw: unknown, contentDir: string): ContentProblem[] {
  const parsed = contentSchema.safeParse(raw);
  if (!parsed.success) return [];
  const fileOf = fileIn(contentDir);
  const fit = contentWarnings(parsed.data).map(({ field, message, fix }) => ({
    file: fileOf(field),
    field: fieldName(field),
    message,
    fix,
  }));
  const lang = parsed.data.site.lang ?? "en";
  const missing = wordsMissing(lang, parsed.data.words as PartialWords | undefined);
  const untranslated =
    missing.length === 0
      ? []
      : [
          {
            file: fileOf(["words"]),
            field: "words",
            message: `the project has no interface words in "${lang}": ${missing.length} still show in English (${missing.join(", ")})`,
            fix: `give each of them in \`words\` in ${path.basename(fileOf(["words"]))} (app/lib/words/english.ts has them all, with what each is for)`,
          },
        ];
  return [...fit, ...untranslated];
}

/** The content, once it is valid: the prerender stops on invalid content with every problem named. */
export function checkedContent(raw: unknown, contentDir: string): Content {
  const problems = checkContent(raw, contentDir);
  if (problems.length) throw new ProblemsError(problems, "the content");
  return raw as Content;
}

const has = (value: unknown, path: PropertyKey[]) =>
  path.every((key) => {
    if (typeof value !== "object" || value === null || !(key in value)) return false;
    value = (value as Record<PropertyKey, unknown>)[key];
    return true;
  });

/**
 * Everything wrong with one language's content (`<contentDir>/<tag>/index.ts`), given the site's
 * own (valid) content: the folder's name, a field the content has not, an entry it has not, and
 * whatever makes the content in that language invalid (an empty text, a word of the interface).
 */
export function checkTranslation(
  content: Content,
  raw: unknown,
  tag: string,
  contentDir: string,
): ContentProblem[] {
  const file = path.join(contentDir, tag, "index.ts");
  const problem = (field: PropertyKey[], message: string, fix: string) => ({
    file,
    field: fieldName(field) || "(the file)",
    message,
    fix,
  });
  const siteLang = content.site.lang ?? "en";
  if (!LANGUAGE_TAG.test(tag))
    return [
      problem(
        [],
        `the folder ${tag} is not named by a language tag`,
        'name it by its language, such as "de", "pt-BR" or "ar"',
      ),
    ];
  if (primaryLanguage(tag) === primaryLanguage(siteLang))
    return [
      problem(
        [],
        `${tag} is the site's own language (${siteLang})`,
        "write the site's own words in the content itself; a folder is for another language",
      ),
    ];
  if (typeof raw !== "object" || raw === null)
    return [problem([], "has no content", "default-export an object with the parts in this language")];

  const translation = raw as Translation;
  const problems = translationStrays(content, translation).map(({ path: field, message }) =>
    problem(
      field,
      message,
      "translate an entry the content has: give its id, or keep to its place in the list",
    ),
  );
  // The site's own content is valid: whatever is wrong in the language's is the translation's.
  // A field is named as the content's ("projects[1].name"), where an entry matched by id sits.
  const merged = contentSchema.safeParse(translated(content, translation, tag));
  for (const issue of merged.success ? [] : merged.error.issues) {
    problems.push(problem(issue.path, issue.message, fixFor(fieldName(issue.path), issue)));
  }
  // A field the content has, or one its schema allows (kept by the parse, when it passes).
  const known = merged.success ? merged.data : content;
  for (const { path: field, at } of givenFields(content, translation)) {
    if (field[0] === "words" || field.at(-1) === "id" || has(known, at) || has(content, at)) continue;
    problems.push(
      problem(
        field,
        "is not a field of the content",
        "correct its name, or take it out (docs/customizing.md names them all)",
      ),
    );
  }
  const words = wordsSchema.safeParse(translation.words);
  for (const issue of words.error?.issues ?? []) {
    const field = ["words", ...issue.path];
    problems.push(problem(field, issue.message, fixFor(fieldName(field), { ...issue, path: field })));
  }
  return problems;
}

/** The first fields of a long list, and how many more. */
const listed = (fields: string[], shown = 12) =>
  fields.length <= shown
    ? fields.join(", ")
    : `${fields.slice(0, shown).join(", ")} and ${fields.length - shown} more`;

/** What a valid language's content still shows in the site's language: its texts and the interface's words. */
export function translationWarnings(
  content: Content,
  raw: unknown,
  tag: string,
  contentDir: string,
): ContentProblem[] {
  const translation = raw as Translation;
  const file = path.join(contentDir, tag, "index.ts");
  const texts = untranslated(content, translation);
  const words = wordsMissing(tag, translation.words as PartialWords | undefined);
  return [
    ...(texts.length === 0
      ? []
      : [
          {
            file,
            field: tag,
            message: `${texts.length} text(s) not translated yet, shown in the site's language: ${listed(texts)}`,
            fix: "give each in this file when you are ready: the site works meanwhile",
          },
        ]),
    ...(words.length === 0
      ? []
      : [
          {
            file,
            field: `${tag}.words`,
            message: `the project has no interface words in "${tag}": ${words.length} still show in English (${words.join(", ")})`,
            fix: "give each of them in `words` here (app/lib/words/english.ts has them all, with what each is for)",
          },
        ]),
  ];
}
