import path from "node:path";
import type { Plugin } from "vite";
import { contentModules } from "../../app/content/content-folder.server.ts";
import { pageWords, wordsModule } from "../../app/lib/words/words-source.ts";
import { filesUnder } from "../files-under.ts";
import { forgetSplitContent, readSplitContent, type Split } from "./read-split-content.ts";

const CONTENT_ID = "virtual:site-content";
const PAGES_ID = "virtual:project-pages";
const WORDS_ID = "virtual:site-words";
const SEARCH_WORDS_ID = "virtual:search-words";
const IDS = [CONTENT_ID, PAGES_ID, WORDS_ID, SEARCH_WORDS_ID];
const gatherer = JSON.stringify(path.resolve("app/content/gather.ts"));
const splitter = JSON.stringify(path.resolve("app/lib/content/split-content.ts"));
const checker = JSON.stringify(path.resolve("site-build/content/content-check.ts"));
const cards = JSON.stringify(path.resolve("app/lib/writing/post.ts"));
const measurer = JSON.stringify(path.resolve("site-build/content/display-measure.ts"));
const translator = JSON.stringify(path.resolve("app/lib/content/translate.ts"));
/** The one formatter of the interface's words, which the browser's words module imports. */
const wordFormatter = path.resolve("app/lib/words/say-word.ts");

/**
 * The content as the app imports it. `virtual:site-content` is all of it but the project
 * pages' own parts (case study, previews), which are `virtual:project-pages` by project
 * id, imported only by the project page: the JavaScript the home page loads up front does
 * not carry six case studies. Both are split by app/lib/content/split-content.ts, which also works
 * out once what the pages derive from the content. The server build (prerender) imports the
 * owner's modules and splits them itself; the browser gets the split data as JSON.
 */
export function siteContent({
  contentDir,
  drafts,
  language,
}: {
  contentDir: string;
  drafts: boolean;
  /** Another language's tag, whose folder's content is laid over the site's own; "" for none. */
  language: string;
}): Plugin {
  const inLanguage = language
    ? [
        `import translation from ${JSON.stringify(path.join(contentDir, language, "index.ts"))};`,
        `import { translated } from ${translator};`,
        `const content = translated(own, translation, ${JSON.stringify(language)});`,
      ]
    : ["const content = own;"];
  let split: Split | undefined;
  const splitForBrowser = () => {
    split ??= readSplitContent(contentDir, drafts);
    return split;
  };

  return {
    name: "site-content",
    resolveId(id) {
      return IDS.includes(id) ? `\0${id}` : undefined;
    },
    load(id) {
      // The interface's words, as code: the browser's without those only the build draws; the
      // search dialog's apart, for its own chunk (decision 083).
      if (id === `\0${WORDS_ID}`) {
        const { words, lang, languages } = splitForBrowser();
        const client = this.environment.name === "client";
        return wordsModule(client ? pageWords(words, languages.length > 1) : words, lang, wordFormatter);
      }
      if (id === `\0${SEARCH_WORDS_ID}`) {
        const { words, lang } = splitForBrowser();
        return wordsModule(words, lang, wordFormatter, "search");
      }
      if (id !== `\0${CONTENT_ID}` && id !== `\0${PAGES_ID}`) return undefined;
      const forContent = id === `\0${CONTENT_ID}`;
      if (this.environment.name !== "client") {
        // The prerender checks the content again (`npm run check` did before the build): invalid
        // content stops it with every problem named, before anything is drawn from it.
        const part = forContent ? "content" : "pages";
        const modules = contentModules(contentDir);
        return [
          ...modules.map((file, i) => `import * as module${i} from ${JSON.stringify(file)};`),
          `import { gatherContent } from ${gatherer};`,
          `const own = gatherContent([${modules.map((_, i) => `module${i}`).join(", ")}]);`,
          ...inLanguage,
          `import { checkedContent } from ${checker};`,
          `import { splitContent } from ${splitter};`,
          `import { postCardOf } from ${cards};`,
          `import posts from "virtual:writing";`,
          `const checked = checkedContent(content, ${JSON.stringify(contentDir)});`,
          `import { displayMeasure } from ${measurer};`,
          "const measure = await displayMeasure(checked);",
          `export default splitContent(checked, posts.map((post) => postCardOf(post, checked.site.lang)), measure).${part};`,
        ].join("\n");
      }
      for (const file of filesUnder(contentDir)) this.addWatchFile(file);
      const { content, pages } = splitForBrowser();
      return `export default ${JSON.stringify(forContent ? content : pages)};`;
    },
    watchChange(file) {
      if (file.startsWith(contentDir)) {
        split = undefined;
        forgetSplitContent();
      }
    },
  };
}
