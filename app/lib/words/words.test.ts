// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { english } from "./english";
import { shippedWords, wordsMissing, wordsOfContent, wordTemplatesFor } from "./shipped";
import { takesValues } from "./word-values";
import { wordsOf } from "./words-of";
import { wordsSchema } from "./words-schema";
import { pageWords, wordsModule } from "./words-source";

/** Every word of a language with its place, a counting word's forms each on its own. */
const flat = (shape: object, trail = ""): Array<[string, string]> =>
  Object.entries(shape).flatMap(([key, value]) =>
    typeof value === "string"
      ? [[`${trail}${key}`, value] as [string, string]]
      : flat(value, `${trail}${key}.`),
  );
const namesIn = (word: string) => [...new Set(word.match(/\{\w+\}/g) ?? [])].sort();

describe("the interface's words in every language the project ships", () => {
  const englishNames = new Map(
    flat(english).map(([place, word]) => [
      place.replace(/\.(zero|one|two|few|many|other)$/, ""),
      namesIn(word),
    ]),
  );

  for (const [lang, templates] of Object.entries(shippedWords)) {
    it(`${lang}: names in braces only the values English's word has, and every word is written`, () => {
      const words = flat(templates);
      for (const [place, word] of words) {
        expect(word.trim(), place).not.toBe("");
        const allowed = englishNames.get(place.replace(/\.(zero|one|two|few|many|other)$/, ""));
        expect(allowed, `${place} is a word English has`).toBeDefined();
        for (const name of namesIn(word)) expect(allowed, `${lang} ${place}`).toContain(name);
      }
    });
  }

  it("chooses each counting word's form by the language's plural rules", () => {
    const ar = wordsOfContent({ site: { lang: "ar" } });
    expect(ar.search.found({ count: 0, query: "x" })).toBe("لا نتائج لـ«x»");
    expect(ar.search.found({ count: 1, query: "x" })).toBe("نتيجة واحدة لـ«x»");
    expect(ar.search.found({ count: 2, query: "x" })).toBe("نتيجتان لـ«x»");
    expect(ar.search.found({ count: 3, query: "x" })).toContain("نتائج");
    const de = wordsOfContent({ site: { lang: "de" } });
    expect(de.writing.postsTagged({ count: 1 })).toBe("1 Beitrag zum Schlagwort");
    expect(de.writing.postsTagged({ count: 3 })).toBe("3 Beiträge zum Schlagwort");
    expect(de.resume.link({ size: 1200 })).toBe("Lebenslauf (PDF, 1.200 KB)");
  });

  it("counts English's words by English's rules on a page in a language the project has no words in", () => {
    // Japanese's rules say "other" for every count: "1 posts tagged" without this.
    const ja = wordsOfContent({ site: { lang: "ja" } });
    expect(ja.writing.postsTagged({ count: 1 })).toBe("1 post tagged");
    expect(ja.writing.postsTagged({ count: 2 })).toBe("2 posts tagged");
    // A word the owner wrote in Japanese takes Japanese's rules.
    const own = wordsOfContent({
      site: { lang: "ja" },
      words: { writing: { postsTagged: { other: "{count} 件" } } },
    });
    expect(own.writing.postsTagged({ count: 1 })).toBe("1 件");
  });

  it("falls back from a region to its language, and from a language not shipped to English", () => {
    expect(wordTemplatesFor("pt-BR").notFound.heading).toBe("NÃO ENCONTRADO");
    expect(wordTemplatesFor("en-GB").notFound.heading).toBe("NOT FOUND");
    expect(wordTemplatesFor("sw").notFound.heading).toBe("NOT FOUND");
  });

  it("lays the owner's words over the project's, and a counting word is replaced whole", () => {
    const words = wordTemplatesFor("de", {
      contact: { pending: "Moment …" },
      writing: { postsTagged: { other: "{count} mit" } },
    });
    expect(words.contact.pending).toBe("Moment …");
    expect(words.contact.success).toBe(shippedWords.de?.contact.success);
    expect(words.writing.postsTagged).toEqual({ other: "{count} mit" });
    const site = wordsOfContent({ site: { lang: "de" }, words: { project: { numbered: "Nr. {number}" } } });
    expect(site.project.numbered({ number: "02" })).toBe("Nr. 02");
    expect(site.project.goBack).toBe("Zurück");
  });

  it("lists what a language the project does not ship still shows in English", () => {
    expect(wordsMissing("fr-CA")).toEqual([]);
    const missing = wordsMissing("sw", { menu: { name: "Menyu" } });
    expect(missing).toContain("contact.pending");
    expect(missing).toContain("search.found");
    expect(missing).not.toContain("menu.name");
  });
});

describe("the owner's changes to the words", () => {
  it("take any word English has, with its values in braces", () => {
    expect(wordsSchema.safeParse({ splash: { byline: "Portfolio de {name}" } }).success).toBe(true);
  });

  it("refuse a word English has not, a value it does not name, an empty word and a counting word without other", () => {
    const issues = (words: unknown) => wordsSchema.safeParse(words).error?.issues ?? [];
    expect(issues({ contact: { pendng: "…" } })[0]?.code).toBe("unrecognized_keys");
    expect(issues({ splash: { byline: "{owner}" } })[0]?.message).toBe("may only name {name}");
    expect(issues({ menu: { name: "" } })[0]?.message).toBe("must not be empty");
    expect(issues({ writing: { postsTagged: { one: "{count}" } } })[0]?.path).toEqual([
      "writing",
      "postsTagged",
      "other",
    ]);
  });
});

/** Each word English's template gives values, by its place ("writing.tagTitle"). */
const withValues = (shape: object, trail = ""): string[] =>
  Object.entries(shape).flatMap(([key, word]) => {
    if (takesValues(word)) return [`${trail}${key}`];
    return typeof word === "string" ? [] : withValues(word, `${trail}${key}.`);
  });

describe("the words compiled for the browser", () => {
  /** The module's source, run: what the browser gets. */
  const folder = mkdtempSync(path.join(tmpdir(), "words-module-"));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));
  const formatter = path.resolve("app/lib/words/say-word.ts");
  let modules = 0;
  const compiled = async (templates: object, lang: string, group?: "search") => {
    modules += 1;
    const file = path.join(folder, `words-${modules}.js`);
    writeFileSync(file, wordsModule(templates as never, lang, formatter, group));
    return (await import(/* @vite-ignore */ file)).default;
  };
  const samples: Record<string, unknown> = {
    // Values are handed in as the module runs, never written into its source: any text will do.
    name: "Jane <Doe> `$" + "{x}` \\",
    project: "Shop",
    number: "02",
    minutes: 1200,
    count: 0,
    titles: ["One", "Two"],
    tag: "react",
    date: "2026-03-14",
    query: "stripe",
    size: 48,
  };

  it("write a number as the language does, digits or not, without Intl for a small whole one", async () => {
    for (const lang of ["en", "de", "ar", "fa", "hi-IN-u-nu-deva", "ja"]) {
      const link = (await compiled(english, lang)).resume.link as (values: { size: number }) => string;
      for (const size of [0, 7, 63, 999, 1000, 12345, 2.5]) {
        expect(link({ size }), `${lang} ${size}`).toBe(
          english.resume.link.replace("{size}", size.toLocaleString(lang)),
        );
      }
    }
    const link = (await compiled(english, "en")).resume.link as (values: { size: number }) => string;
    const intl = Number.prototype.toLocaleString;
    Number.prototype.toLocaleString = () => {
      throw new Error("Intl's number data loaded");
    };
    try {
      expect(link({ size: 63 })).toBe("Résumé (PDF, 63 KB)");
    } finally {
      Number.prototype.toLocaleString = intl;
    }
  });

  it("keep an owner's word as written, whatever code it would spell", async () => {
    const owners = wordTemplatesFor("en", {
      splash: { byline: 'A "quote", a \\ backslash, a `tick` and $' + "{x} for {name}\u2028" },
      writing: { postsTagged: { other: "</script> {count}" } },
    });
    const pageModule = await compiled(owners, "en");
    const expected = wordsOf(owners, "en");
    expect(pageModule.splash.byline({ name: "Jane" })).toBe(expected.splash.byline({ name: "Jane" }));
    expect(pageModule.splash.byline({ name: "Jane" })).toContain(
      '"quote", a \\ backslash, a `tick` and $' + "{x} for Jane",
    );
    expect(pageModule.writing.postsTagged({ count: 2 })).toBe("</script> 2");
  });

  it("count English's words by English's rules on a Japanese page, as wordsOf does", async () => {
    const pageModule = await compiled(wordTemplatesFor("ja"), "ja");
    expect(pageModule.writing.postsTagged({ count: 1 })).toBe("1 post tagged");
    expect(pageModule.writing.postsTagged({ count: 2 })).toBe("2 posts tagged");
  });

  for (const lang of Object.keys(shippedWords)) {
    it(`${lang}: say every word as wordsOf says it, with any count`, async () => {
      const templates = wordTemplatesFor(lang);
      const expected = wordsOfContent({ site: { lang } });
      const pageModule = await compiled(templates, lang);
      const searchModule = await compiled(templates, lang, "search");
      for (const place of withValues(english)) {
        const [group, key] = place.split(".") as [string, string];
        const want = (expected as unknown as Record<string, Record<string, (values: object) => string>>)[
          group
        ]?.[key];
        const got = (group === "search" ? searchModule : pageModule[group])[key];
        for (const count of [0, 1, 2, 3, 11, 100]) {
          expect(got({ ...samples, count }), `${lang} ${place}(${count})`).toBe(
            want?.({ ...samples, count }),
          );
        }
      }
      expect(pageModule.contact).toEqual(expected.contact);
      expect(pageModule.dates).toEqual(expected.dates);
      expect(searchModule.kinds).toEqual(expected.search.kinds);
    });
  }

  it("name each value of English's templates as the formatter reads it: a word of letters in braces", () => {
    for (const [place, word] of flat(english))
      for (const braces of word.match(/\{[^}]*\}/g) ?? []) expect(braces, place).toMatch(/^\{\w+\}$/);
  });

  it("make a function of each word whose English template names a value or counts, and of no other", () => {
    const functions = flat(
      JSON.parse(
        JSON.stringify(wordsOfContent({ site: { lang: "en" } }), (_key, value) =>
          typeof value === "function" ? "fn" : value,
        ),
      ),
    )
      .filter(([, value]) => value === "fn")
      .map(([place]) => place);
    expect(functions.sort()).toEqual(withValues(english).sort());
    expect(functions).toEqual(
      expect.arrayContaining([
        "splash.byline",
        "writing.postsTagged",
        "writing.pageDescription",
        "search.found",
      ]),
    );
    expect(functions).not.toContain("splash.loading");
  });

  it("leave out of the pages' words those only the build draws, and the search dialog's", () => {
    const words = pageWords(wordTemplatesFor("en"), false);
    expect(words.search).toEqual({ name: "Search" });
    expect("shareLabel" in words.writing).toBe(false);
    expect("headings" in words.resume).toBe(false);
    expect("languages" in words).toBe(false);
    expect(pageWords(wordTemplatesFor("en"), true).languages?.name).toBe("Languages");
  });
});
