import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const textFile = /\.(tsx?|md|mdx|json|css)$/;
/** Tests hold every script on purpose and never reach a page. */
const testFile = /\.test\.tsx?$/;

/**
 * The interface's words in every language the project ships: a site shows one language's, which
 * come in as text (`siteCodePoints`), not every language's letters.
 */
const SHIPPED_WORDS = path.join("app", "lib", "words", "languages");

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory() && path.relative(process.cwd(), file) === SHIPPED_WORDS) continue;
    if (entry.isDirectory()) yield* files(file);
    else if (textFile.test(entry.name) && !testFile.test(entry.name)) yield file;
  }
}

/** Characters written as escapes: `\u2014`, `\u{1F600}`, `&#8212;`, `&#x2014;`. */
const escapes = /\\u([0-9a-fA-F]{4})|\\u\{([0-9a-fA-F]+)\}|&#x([0-9a-fA-F]+);|&#(\d+);/g;

/** The code points a text shows, outside printable ASCII. */
export function extraCodePoints(text: string): number[] {
  const found: number[] = [];
  for (const character of text) {
    const codePoint = character.codePointAt(0) ?? 0;
    if (codePoint > 0x7e) found.push(codePoint);
  }
  for (const [, u4, uBraced, hex, decimal] of text.matchAll(escapes)) {
    found.push(decimal ? Number(decimal) : Number.parseInt(u4 ?? uBraced ?? hex ?? "0", 16));
  }
  return found;
}

/**
 * A character as the page can show it: itself and its other cases, since CSS
 * `text-transform` turns the "é" of "Résumé" into an "É" no file holds.
 */
function withCases(codePoint: number): number[] {
  const character = String.fromCodePoint(codePoint);
  const cased = `${character}${character.toUpperCase()}${character.toLowerCase()}`;
  return [...cased].map((each) => each.codePointAt(0) ?? 0);
}

/**
 * The characters the site can show: every printable ASCII character and the
 * line breaks (what visitors type in the form), and every other character
 * written in the given folders (the content and the app) and texts (the
 * interface's words in the site's language), in each of its cases.
 */
export function siteCodePoints(dirs: string[], texts: string[] = []): Set<number> {
  const codePoints = new Set<number>([0x09, 0x0a, 0x0d]);
  for (let codePoint = 0x20; codePoint <= 0x7e; codePoint++) codePoints.add(codePoint);
  const add = (text: string) => {
    for (const found of extraCodePoints(text)) {
      for (const codePoint of withCases(found)) codePoints.add(codePoint);
    }
  };
  for (const dir of dirs) for (const file of files(dir)) add(readFileSync(file, "utf8"));
  for (const text of texts) add(text);
  return codePoints;
}
