import { execFileSync } from "node:child_process";
import path from "node:path";
import type { SiteLanguage } from "../../app/lib/content/site-languages.ts";
import type { WordTemplates } from "../../app/lib/words/english.ts";

const printer = path.resolve("site-build/content/print-client-content.ts");

/** The content split for the browser (print-client-content.ts). */
export type Split = {
  content: unknown;
  pages: unknown;
  words: WordTemplates;
  lang: string;
  languages: SiteLanguage[];
};

const printed = new Map<string, Split>();

/**
 * The owner's content, split for the browser, as the printer (in its own process) gives it:
 * printed once per folder in a build, where the route table, the fonts and the bundle each ask.
 */
export const readSplitContent = (contentDir: string, drafts = false): Split => {
  const key = `${contentDir}\0${drafts}`;
  const split =
    printed.get(key) ??
    JSON.parse(
      execFileSync(process.execPath, ["--import", "tsx", printer], {
        env: { ...process.env, CONTENT_DIR: contentDir, WRITING_DRAFTS: drafts ? "1" : "" },
        encoding: "utf8",
      }),
    );
  printed.set(key, split);
  return split;
};

/** The kinds of block the owner's home page shows ("hero", "list"…), for a build that carries only those. */
export const blockKindsIn = (contentDir: string): string[] => [
  ...new Set(
    (readSplitContent(contentDir).content as { home: { blocks: unknown[] } }).home.blocks.map((block) =>
      typeof block === "string" ? block : "list",
    ),
  ),
];

/** The projects' ids, for the pages the build prerenders (react-router.config.ts). */
export const projectIdsIn = (contentDir: string): number[] =>
  (readSplitContent(contentDir).content as { projects: Array<{ id: number }> }).projects.map(
    (project) => project.id,
  );

/** Forgets every printed split: the content changed (the dev server's watch). */
export const forgetSplitContent = () => printed.clear();
