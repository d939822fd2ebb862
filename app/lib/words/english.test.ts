// @vitest-environment node
import { describe, expect, expectTypeOf, it } from "vitest";
import { wordsOfContent } from "~/lib/words/shipped";

/** English's words, which the specification gives, whatever the language of the content built. */
const words = wordsOfContent({ site: { lang: "en" } });

/**
 * The words the product gives (docs/product.md, the specification), written out here on purpose:
 * every other test reads them from the module, so an edit of the module is caught only here.
 */
describe("the interface's words", () => {
  it("are the specification's own, letter for letter", () => {
    expect(words.notFound.heading).toBe("NOT FOUND");
    expect(words.project.goBack).toBe("Go Back");
    expect(words.project.visitSite).toBe("Visit Site");
    expect(words.work.more).toBe("MORE");
    expect(words.splash.loading).toBe("LOADING");
  });

  it("give the contact form's three states the specification's words", () => {
    expect(words.contact.pending).toBe("Get'n Spicy...");
    expect(words.contact.success).toBe("Thank you for reaching out! I will be reaching out to you soon");
    expect(words.contact.error).toBe("OOps, something went wrong. Please refresh and try again.");
  });

  it("put a value where its words say it", () => {
    expect(`${words.work.more}${words.work.moreAbout({ project: "Shop" })}`).toBe("MORE about Shop");
    expect(words.writing.minutesToRead({ minutes: 6 })).toBe("6 min read");
    expect(words.writing.postsTagged({ count: 1 })).toBe("1 post tagged");
    expect(words.writing.postsTagged({ count: 3 })).toBe("3 posts tagged");
    expect(words.project.numbered({ number: "02" })).toBe("Project 02");
    expect(words.resume.link({ size: 48 })).toBe("Résumé (PDF, 48 KB)");
    expect(words.search.found({ count: 0, query: "kafka" })).toBe("No results for “kafka”");
    expect(words.search.found({ count: 1, query: "stripe" })).toBe("1 result for “stripe”");
    expect(words.search.found({ count: 4, query: "api" })).toBe("4 results for “api”");
  });

  it("take the values their template names, by name and of their type", () => {
    expectTypeOf(words.writing.tagDescription).parameter(0).toEqualTypeOf<{
      count: number;
      name: string;
      tag: string;
    }>();
    expectTypeOf(words.writing.pageDescription).parameter(0).toEqualTypeOf<{
      name: string;
      titles: readonly string[];
    }>();
    expectTypeOf(words.project.numbered).parameter(0).toEqualTypeOf<{ number: string }>();
    expectTypeOf(words.search.found).parameter(0).toEqualTypeOf<{ count: number; query: string }>();
    expectTypeOf(words.splash.loading).toEqualTypeOf<string>();
    expect(words.writing.pageDescription({ name: "Jane", titles: ["One", "Two"] })).toBe(
      "Posts by Jane: One; Two.",
    );
  });
});
