import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { paths } from "../../app/lib/navigation/public-paths";
import { writeSearchIndex } from "../../site-build/search/search-index";
import { staticHost } from "../static-host/serve";

/**
 * Search in the scripts that write no spaces between words (issue 72): the build's own index
 * (writeSearchIndex, Pagefind's extended build, which segments Chinese and Japanese) of one page
 * per language, searched with the site's own Pagefind in Chromium. A word from the middle of a
 * sentence must find its page.
 */
const pages = [
  {
    lang: "ja",
    id: 1,
    text: "私たちはオフライン在庫管理システムを設計しました。倉庫の担当者が毎日使います。",
    word: "在庫",
  },
  { lang: "zh", id: 2, text: "我们为小型商店设计了一个离线库存管理系统，店员每天都在使用。", word: "库存" },
  {
    lang: "ko",
    id: 3,
    text: "우리는 작은 가게를 위한 오프라인 재고 관리 시스템을 설계했습니다.",
    word: "재고",
  },
];

let server: Server;
let root: string;
let origin: string;

test.beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), "search-scripts-"));
  for (const page of pages) {
    const dir = path.join(root, "project", String(page.id));
    const html = `<!doctype html><html lang="${page.lang}"><head><meta charset="utf-8"><title>${page.word}</title></head><body><main data-pagefind-body><h1>${page.word}</h1><p>${page.text}</p></main></body></html>`;
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, "index.html"), html);
  }
  writeFileSync(path.join(root, "blank.html"), "<!doctype html><title>search</title>");
  // What a static host answers for a file it has not (Pagefind asks for some it may not need).
  writeFileSync(path.join(root, "404.html"), "<!doctype html><title>Not found</title>");
  expect(await writeSearchIndex(root)).toBe(pages.length);
  server = staticHost(root);
  await new Promise<void>((listening) => server.listen(0, "127.0.0.1", listening));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

test.afterAll(() => {
  server?.close();
  rmSync(root, { recursive: true, force: true });
});

test("a word in Japanese, Chinese and Korean finds its page, from the middle of a sentence", async ({
  page,
}) => {
  await page.goto(`${origin}/blank.html`);
  for (const { lang, id, word } of pages) {
    const found = await page.evaluate(
      async ({ index, word, lang }) => {
        // Pagefind reads the index of the page's language, as a page of the site in it does.
        document.documentElement.lang = lang;
        const pagefind = await import(`${index}pagefind.js`);
        await pagefind.options({ basePath: index });
        await pagefind.init();
        const search = await pagefind.search(word);
        const urls = await Promise.all(
          search.results.map(
            async (result: { data: () => Promise<{ url: string }> }) => (await result.data()).url,
          ),
        );
        await pagefind.destroy();
        return urls;
      },
      { index: paths.searchIndex, word, lang },
    );
    expect(found, `${lang}: ${word}`).toContain(`/project/${id}`);
  }
});
