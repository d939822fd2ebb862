import { existsSync, readdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { close as closePagefind, createIndex } from "pagefind";
import { paths } from "../../app/lib/navigation/public-paths.ts";
import { SEARCHED_SECTION } from "../../app/lib/search/index-marks.ts";

/** A document the index reads: where a result links, and the HTML it reads there. */
export type IndexedDocument = { url: string; html: string };

const START_TAG = /<section\b[^>]*>/g;

/** Each element opened by `<section` in `html` from `from`, up to its own closing tag. */
function sectionEnd(html: string, from: number): number {
  const tags = /<section\b|<\/section>/g;
  tags.lastIndex = from;
  let depth = 0;
  for (let tag = tags.exec(html); tag; tag = tags.exec(html)) {
    depth += tag[0] === "</section>" ? -1 : 1;
    if (depth === 0) return tag.index + tag[0].length;
  }
  return html.length;
}

/**
 * The home page's searched sections (SEARCHED_SECTION, app/components/home-section.tsx), each
 * a document of its own linking to its anchor, titled by its heading, of kind "section".
 */
export function homeSections(homeHtml: string, home = paths.home): IndexedDocument[] {
  const lang = homeHtml.match(/<html[^>]*\slang="([^"]+)"/)?.[1] ?? "en";
  const sections: IndexedDocument[] = [];
  for (const start of homeHtml.matchAll(START_TAG)) {
    const tag = start[0];
    const id = tag.match(/\sid="([^"]+)"/)?.[1];
    if (!id || !new RegExp(`\\s${SEARCHED_SECTION}(=|\\s|>)`).test(tag)) continue;
    const section = homeHtml
      .slice(start.index, sectionEnd(homeHtml, start.index))
      .replace(`id="${id}-heading"`, `id="${id}-heading" data-pagefind-meta="title"`);
    sections.push({
      url: `${home}#${id}`,
      html: `<html lang="${lang}"><body data-pagefind-body data-pagefind-meta="kind:section">${section}</body></html>`,
    });
  }
  return sections;
}

const pageFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return pageFiles(file);
    return entry.name === "index.html" ? [file] : [];
  });

/** A page's address from its file: `project/2/index.html` is `/project/2`. */
const addressOf = (clientDir: string, file: string) =>
  `/${path.relative(clientDir, path.dirname(file)).split(path.sep).join("/")}`.replace(/^\/$/, paths.home);

/**
 * What the index holds: each page that marks its text (searchedPage: the case studies, the
 * posts) and each of the home page's searched sections.
 */
export function searchedDocuments(clientDir: string): IndexedDocument[] {
  return pageFiles(clientDir).flatMap((file) => {
    const html = withoutHidden(readFileSync(file, "utf8"));
    const place = path.relative(clientDir, file);
    if (place === "index.html") return homeSections(html);
    // Another language's home page (de/index.html): its sections, at /de/#…
    const language = place.match(/^([a-z]{2,3}(?:-[A-Za-z0-9]{2,8})*)[\\/]index\.html$/)?.[1];
    if (language && html.includes(`lang="${language}"`)) return homeSections(html, `/${language}/`);
    return html.includes("data-pagefind-body") ? [{ url: addressOf(clientDir, file), html }] : [];
  });
}

/**
 * What a screen reader is not given is not a result's text either: the running numbers, a
 * service's title repeated beside its description, the + that turns.
 */
export const withoutHidden = (html: string) =>
  html.replace(/\saria-hidden="true"/g, ' aria-hidden="true" data-pagefind-ignore="all"');

/** What Pagefind writes beside the index that this site does not use: its own interfaces. */
const UNUSED = /^pagefind-(ui|component-ui|modular-ui|highlight)\.(js|css)$/;

/**
 * Writes the search index of the built site into its `paths.searchIndex` folder (Pagefind: one
 * index per page language, read by the browser in parts as a search needs them), keeping only
 * what the site's own search uses. Returns how many documents it holds.
 */
export async function writeSearchIndex(clientDir: string): Promise<number> {
  const outputPath = path.join(clientDir, paths.searchIndex);
  rmSync(outputPath, { recursive: true, force: true });
  const documents = searchedDocuments(clientDir);
  try {
    const { index, errors } = await createIndex({});
    if (!index) throw new Error(`The search index could not start: ${errors.join("; ")}`);
    for (const { url, html } of documents) {
      const added = await index.addHTMLFile({ url, content: html });
      if (added.errors.length > 0)
        throw new Error(`The search index refused ${url}: ${added.errors.join("; ")}`);
    }
    const written = await index.writeFiles({ outputPath });
    if (written.errors.length > 0)
      throw new Error(`The search index was not written: ${written.errors.join("; ")}`);
  } finally {
    await closePagefind();
  }
  const entry = JSON.parse(readFileSync(path.join(outputPath, "pagefind-entry.json"), "utf8")) as {
    languages: Record<string, { wasm?: string | null }>;
  };
  // A language Pagefind has no stemmer for (Japanese, Chinese: segmented, not stemmed) names none
  // and loads the language-free one, "unknown".
  const wasm = new Set(
    Object.values(entry.languages).map((language) => `wasm.${language.wasm ?? "unknown"}.pagefind`),
  );
  for (const file of readdirSync(outputPath)) {
    const unusedWasm = file.startsWith("wasm.") && !wasm.has(file);
    if (UNUSED.test(file) || unusedWasm) rmSync(path.join(outputPath, file));
  }
  if (!existsSync(path.join(outputPath, "pagefind.js")))
    throw new Error("The search index wrote no pagefind.js");
  return documents.length;
}
