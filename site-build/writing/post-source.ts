import { isMap, isScalar, LineCounter, parseDocument } from "yaml";
import { z } from "zod";
import { WORDS_PER_MINUTE } from "../../app/constants.ts";
import type { Problem } from "../../app/lib/problems.ts";
import type { PostMeta } from "../../app/lib/writing/post.ts";

/** A post file read: its frontmatter, and its body with the frontmatter's lines left blank (line numbers hold). */
export type PostSource = { meta: PostMeta; body: string };

/**
 * A tag or a post's file name, in any script: words of lower-case letters (a script without
 * case as it is: オフライン, دليل) and digits, with their marks, joined by hyphens, in Unicode's
 * composed form: one word, one address.
 */
const SLUG =
  /^[\p{Ll}\p{Lo}\p{Lm}\p{Nd}][\p{Ll}\p{Lo}\p{Lm}\p{Nd}\p{M}]*(?:-[\p{Ll}\p{Lo}\p{Lm}\p{Nd}][\p{Ll}\p{Lo}\p{Lm}\p{Nd}\p{M}]*)*$/u;
const isSlug = (text: string) => SLUG.test(text) && text === text.normalize("NFC");

const isRealDate = (value: string) => {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
};

const day = z.string({ error: "must be a date written YYYY-MM-DD" }).superRefine((value, context) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value))
    context.addIssue({ code: "custom", message: "must be a date written YYYY-MM-DD" });
  else if (!isRealDate(value)) context.addIssue({ code: "custom", message: "is not a day of the calendar" });
});

const frontmatterSchema = z.strictObject({
  title: z.string({ error: "is missing" }).trim().min(1, "is empty"),
  date: day,
  summary: z.string({ error: "is missing" }).trim().min(1, "is empty"),
  tags: z.array(
    z
      .string()
      .refine(
        isSlug,
        "must be lower-case words joined by hyphens, in any script (datenqualität, オフライン)",
      ),
    {
      error: "must be a list, such as [react, performance] or []",
    },
  ),
  updated: day.optional(),
  cover: z.string().min(1).optional(),
  canonical: z
    .url({ protocol: /^https?$/, error: "must be a full address starting with https://" })
    .optional(),
  draft: z.boolean({ error: "must be true or false" }).optional(),
});

const FIXES: Record<string, string> = {
  title: 'write the post\'s title, such as title: "Shipping a queue in a weekend"',
  date: "write the day it was published, such as date: 2026-03-14",
  updated: "write the day it last changed, such as updated: 2026-04-02, or leave the line out",
  summary: "write one or two sentences for the list, the feed and search engines",
  tags: "write a list of lower-case tags, such as tags: [react, performance], or tags: []",
  cover: "give an image beside the post, such as cover: ./queue/cover.png, or leave the line out",
  canonical: "give the full address where the post first appeared, or leave the line out",
  draft: "write draft: true to keep it out of the built site, or leave the line out",
};
const KNOWN_KEYS = Object.keys(FIXES).join(", ");

/** Words of a post's text (code and markup count too: they are read as well). */
export const minutesToRead = (body: string) =>
  Math.max(1, Math.ceil((body.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu)?.length ?? 0) / WORDS_PER_MINUTE));

/** The slug a file's name gives: `shipping-a-queue.mdx` → `shipping-a-queue`. */
export const slugOf = (fileName: string) => fileName.replace(/\.mdx?$/, "");

/**
 * Reads a post file's frontmatter (YAML between `---` lines at its top) and checks it: each
 * problem names the file and line (`file:3`), the field, and a fix.
 */
export function readPostSource(file: string, text: string): PostSource | Problem[] {
  const fileName = file.split(/[\\/]/).at(-1) ?? file;
  const slug = slugOf(fileName);
  const problems: Problem[] = [];
  if (!isSlug(slug)) {
    problems.push({
      file,
      field: "file name",
      message: `"${fileName}" does not make an address: /writing/${slug}`,
      fix: "name the file in lower-case words joined by hyphens, in any script, such as shipping-a-queue.mdx",
    });
  }
  const match = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/.exec(text);
  if (!match) {
    return [
      ...problems,
      {
        file: `${file}:1`,
        field: "frontmatter",
        message: "the post does not open with its frontmatter between two --- lines",
        fix: "start the file with ---, then title, date, summary and tags, one per line, then ---",
      },
    ];
  }
  const lines = new LineCounter();
  const document = parseDocument(match[1] ?? "", { lineCounter: lines, prettyErrors: false });
  const lineOf = (offset: number | undefined) => 1 + (offset === undefined ? 1 : lines.linePos(offset).line);
  for (const error of document.errors) {
    problems.push({
      file: `${file}:${lineOf(error.pos[0])}`,
      field: "frontmatter",
      message: `is not valid YAML: ${error.message.split("\n")[0]}`,
      fix: "write one `key: value` per line; put text holding a colon in quotes",
    });
  }
  if (problems.length > 0) return problems;

  const keyLines = new Map<string, number>();
  if (isMap(document.contents)) {
    for (const pair of document.contents.items) {
      if (isScalar(pair.key)) keyLines.set(String(pair.key.value), lineOf(pair.key.range?.[0]));
    }
  }
  const parsed = frontmatterSchema.safeParse(document.toJS() ?? {});
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const unknown = issue.code === "unrecognized_keys" ? issue.keys : [];
      for (const key of unknown) {
        problems.push({
          file: `${file}:${keyLines.get(key) ?? 2}`,
          field: key,
          message: `"${key}" is not a frontmatter field of a post`,
          fix: `use only ${KNOWN_KEYS}`,
        });
      }
      if (unknown.length > 0) continue;
      const key = String(issue.path[0]);
      problems.push({
        file: `${file}:${keyLines.get(key) ?? 2}`,
        field: issue.path.join("."),
        message: issue.message,
        fix: FIXES[key] ?? `correct ${key}`,
      });
    }
    return problems;
  }
  const fields = parsed.data;
  if (fields.updated && fields.updated < fields.date) {
    return [
      {
        file: `${file}:${keyLines.get("updated")}`,
        field: "updated",
        message: `${fields.updated} is before the post's date, ${fields.date}`,
        fix: FIXES.updated ?? "",
      },
    ];
  }
  // The frontmatter's lines stay as blank lines, so MDX's line numbers are the file's.
  const frontmatterLines = match[0].split("\n").length - 1;
  const body = "\n".repeat(frontmatterLines) + text.slice(match[0].length);
  return {
    meta: { slug, ...fields, draft: fields.draft ?? false, minutes: minutesToRead(body) },
    body,
  };
}
