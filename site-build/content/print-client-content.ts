// Prints the owner's content (CONTENT_DIR) split for the browser, with the interface's words in
// its language, as JSON: run by
// vite-plugin.ts in its own process, since the content is TypeScript the build's config cannot import.
// The posts' cards come with it (WRITING_DRAFTS=1, the dev server, keeps the drafts in).
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { Content } from "../../app/content/schema.ts";
import { splitContent } from "../../app/lib/content/split-content.ts";
import type { PartialWords } from "../../app/lib/words/english.ts";
import { wordTemplatesFor } from "../../app/lib/words/shipped.ts";
import { postCardOf } from "../../app/lib/writing/post.ts";
import { postMetasIn } from "../writing/post-files.ts";

const contentDir = process.env.CONTENT_DIR;
if (!contentDir) throw new Error("CONTENT_DIR is not set");
const module = (await import(pathToFileURL(path.join(contentDir, "index.ts")).href)) as { default: Content };
const posts = postMetasIn(contentDir, { drafts: process.env.WRITING_DRAFTS === "1" }).map((post) =>
  postCardOf(post, module.default.site.lang),
);
const lang = module.default.site.lang ?? "en";
const words = wordTemplatesFor(lang, module.default.words as PartialWords | undefined);
process.stdout.write(JSON.stringify({ ...splitContent(module.default, posts), words, lang }));
