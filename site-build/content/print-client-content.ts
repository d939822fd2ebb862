// Prints the owner's content (CONTENT_DIR) split for the browser, with the interface's words in
// its language and the site's languages, as JSON: run by vite-plugin.ts in its own process, since
// the content is TypeScript the build's config cannot import. A build of another language
// (SITE_LANGUAGE) prints the content in that language. The posts' cards come with it
// (WRITING_DRAFTS=1, the dev server, keeps the drafts in).
import path from "node:path";
import { loadContent, loadTranslation } from "../../app/content/content-folder.server.ts";
import type { Content } from "../../app/content/schema.ts";
import { splitContent } from "../../app/lib/content/split-content.ts";
import { translated } from "../../app/lib/content/translate.ts";
import type { PartialWords } from "../../app/lib/words/english.ts";
import { wordTemplatesFor } from "../../app/lib/words/shipped.ts";
import { postCardOf } from "../../app/lib/writing/post.ts";
import { postMetasIn } from "../writing/post-files.ts";
import { displayMeasure } from "./display-measure.ts";
import { languagesOf } from "./languages.ts";

const contentDir = process.env.CONTENT_DIR;
if (!contentDir) throw new Error("CONTENT_DIR is not set");
const tag = process.env.SITE_LANGUAGE ?? "";
const own = (await loadContent(contentDir)) as Content;
const content = tag ? translated(own, (await loadTranslation(contentDir, tag)) as never, tag) : own;
const lang = content.site.lang ?? "en";
const posts = postMetasIn(tag ? path.join(contentDir, tag) : contentDir, {
  drafts: process.env.WRITING_DRAFTS === "1",
}).map((post) => postCardOf(post, lang));
const words = wordTemplatesFor(lang, content.words as PartialWords | undefined);
const languages = languagesOf(contentDir, own.site.lang ?? "en", {
  drafts: process.env.WRITING_DRAFTS === "1",
});
const measure = await displayMeasure(content);
process.stdout.write(JSON.stringify({ ...splitContent(content, posts, measure), words, lang, languages }));
