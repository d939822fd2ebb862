// @vitest-environment node
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { homeSections, searchedDocuments, withoutHidden, writeSearchIndex } from "./search-index";

const section = (id: string, searched: boolean, body: string) =>
  `<section id="${id}" aria-labelledby="${id}-heading"${searched ? " data-search-section" : ""} class="x"><h2 id="${id}-heading">${id} heading</h2>${body}</section>`;

const home = `<!DOCTYPE html><html lang="pt-BR"><head><title>Home</title></head><body><main>
<section aria-labelledby="hero-heading"><h1 id="hero-heading">Hi</h1></section>
${section("services", true, "<p>Payments with Stripe</p>")}
${section("work", false, "<p>Kiln &amp; Co.</p>")}
${section("history", true, "<ol><li><section aria-label='nested'><p>Inner</p></section><p>After the inner one</p></li></ol>")}
</main></body></html>`;

const page = (body: string) => `<!DOCTYPE html><html lang="pt-BR"><body>${body}</body></html>`;

describe("the search index", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "search-index-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("holds each searched home section as a result of its own, at its anchor, titled by its heading", () => {
    const sections = homeSections(home);
    expect(sections.map((document) => document.url)).toEqual(["/#services", "/#history"]);
    const history = sections[1]?.html ?? "";
    expect(history).toMatch(
      /^<html lang="pt-BR"><body data-pagefind-body data-pagefind-meta="kind:section">/,
    );
    expect(history).toContain('id="history-heading" data-pagefind-meta="title"');
    // A section inside the section ends inside it: the text after it is still the section's.
    expect(history).toContain("After the inner one</p></li></ol></section></body></html>");
    expect(sections[0]?.html).not.toContain("Kiln");
  });

  it("holds another language's home sections at its own address", () => {
    const languageDir = path.join(dir, "languages");
    const german = home.replace('lang="pt-BR"', 'lang="de"');
    for (const [file, html] of [
      ["index.html", home],
      ["de/index.html", german],
      ["writing/index.html", german],
    ] as const) {
      mkdirSync(path.dirname(path.join(languageDir, file)), { recursive: true });
      writeFileSync(path.join(languageDir, file), html);
    }
    expect(
      searchedDocuments(languageDir)
        .map((document) => document.url)
        .sort(),
    ).toEqual(["/#history", "/#services", "/de/#history", "/de/#services"]);
  });

  it("leaves out what a screen reader is not given", () => {
    expect(withoutHidden('<p><span aria-hidden="true">02</span>Payments</p>')).toBe(
      '<p><span aria-hidden="true" data-pagefind-ignore="all">02</span>Payments</p>',
    );
  });

  it("holds the pages that mark their text and the home page's sections, nothing else", async () => {
    const files: Record<string, string> = {
      "index.html": home,
      "project/2/index.html": page(
        '<main data-pagefind-body data-pagefind-meta="kind:project"><h1>Kiln</h1><p>Ceramics sold online</p></main>',
      ),
      "writing/index.html": page("<main><h1>Writing</h1></main>"),
      "404.html": page("<h1>NOT FOUND</h1>"),
      "__spa-fallback.html": page(""),
    };
    for (const [file, html] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), html);
    }
    expect(
      searchedDocuments(dir)
        .map((document) => document.url)
        .sort(),
    ).toEqual(["/#history", "/#services", "/project/2"]);

    expect(await writeSearchIndex(dir)).toBe(3);
    const written = readdirSync(path.join(dir, "pagefind"));
    expect(written).toEqual(
      expect.arrayContaining(["pagefind.js", "pagefind-worker.js", "pagefind-entry.json"]),
    );
    // Only what the site's own search reads: no interface of Pagefind's, one reader per language.
    expect(written.filter((file) => /ui|highlight/.test(file))).toEqual([]);
    expect(written.filter((file) => file.startsWith("wasm."))).toEqual(["wasm.pt-br.pagefind"]);
    const entry = JSON.parse(readFileSync(path.join(dir, "pagefind", "pagefind-entry.json"), "utf8"));
    expect(
      Object.values(entry.languages).map((language) => (language as { page_count: number }).page_count),
    ).toEqual([3]);
  });
});
