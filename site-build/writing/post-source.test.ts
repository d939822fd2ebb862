// @vitest-environment node
import { describe, expect, it } from "vitest";
import { minutesToRead, readPostSource } from "./post-source";

const post = (frontmatter: string, body = "Text.\n") => `---\n${frontmatter}---\n${body}`;
const valid = "title: A post\ndate: 2026-04-01\nsummary: What it says.\ntags: [react, case-study]\n";

describe("a post's frontmatter", () => {
  it("gives the slug from the file's name, the fields, and the body with the frontmatter's lines blank", () => {
    const source = readPostSource("/c/writing/a-post.mdx", post(`${valid}updated: 2026-05-02\n`, "## One\n"));
    expect(source).toEqual({
      meta: {
        slug: "a-post",
        title: "A post",
        date: "2026-04-01",
        updated: "2026-05-02",
        summary: "What it says.",
        tags: ["react", "case-study"],
        draft: false,
        minutes: 1,
      },
      body: `${"\n".repeat(7)}## One\n`,
    });
  });

  it("takes tags and file names in any script, lower-case where the script has case", () => {
    const tags = [
      "datenqualität",
      "オフライン",
      "在庫",
      "данные",
      "δεδομένα",
      "دليل",
      "हिंदी",
      "ข้อมูล",
      "데이터",
      "tiếng-việt",
    ];
    const source = readPostSource(
      "/c/writing/オフライン-ファースト.md",
      post(valid.replace("[react, case-study]", `[${tags.join(", ")}]`), "Text.\n"),
    );
    expect(source).toMatchObject({ meta: { slug: "オフライン-ファースト", tags } });
  });

  it("takes an empty list of tags, a draft, a cover and a canonical address", () => {
    const source = readPostSource(
      "/c/writing/b.md",
      post(
        "title: B\ndate: 2026-04-01\nsummary: S\ntags: []\ndraft: true\ncover: ./b/cover.png\ncanonical: https://dev.to/me/b\n",
      ),
    );
    expect(source).toMatchObject({
      meta: { tags: [], draft: true, cover: "./b/cover.png", canonical: "https://dev.to/me/b" },
    });
  });

  it.each([
    [
      "a date that is not a day",
      valid.replace("2026-04-01", "2026-02-30"),
      "date",
      3,
      "is not a day of the calendar",
    ],
    ["a date in another form", valid.replace("2026-04-01", "1 April 2026"), "date", 3, "YYYY-MM-DD"],
    ["a missing title", valid.replace("title: A post\n", ""), "title", 2, "is missing"],
    ["tags that are not a list", valid.replace("[react, case-study]", "react"), "tags", 5, "must be a list"],
    ["a tag with capitals", valid.replace("react,", "React,"), "tags.0", 5, "lower-case"],
    ["a German tag with a capital", valid.replace("react,", "Datenqualität,"), "tags.0", 5, "lower-case"],
    ["a tag with a space", valid.replace("react,", '"two words",'), "tags.0", 5, "joined by hyphens"],
    ["a tag in decomposed form", valid.replace("react,", "datenqualita\u0308t,"), "tags.0", 5, "lower-case"],
    ["an unknown key", `${valid}author: me\n`, "author", 6, '"author" is not a frontmatter field'],
    ["an update before the post", `${valid}updated: 2026-03-01\n`, "updated", 6, "is before the post's date"],
    ["a canonical that is not an address", `${valid}canonical: somewhere\n`, "canonical", 6, "https://"],
  ])("refuses %s, naming the line, the field and a fix", (_, frontmatter, field, line, message) => {
    const problems = readPostSource("/c/writing/p.mdx", post(frontmatter));
    expect(problems).toEqual([
      expect.objectContaining({
        file: `/c/writing/p.mdx:${line}`,
        field,
        message: expect.stringContaining(message),
      }),
    ]);
    expect((problems as Array<{ fix: string }>)[0]?.fix).not.toBe("");
  });

  it("refuses YAML that does not parse, and a file without frontmatter", () => {
    expect(readPostSource("/c/writing/p.mdx", post(`${valid}summary: "unclosed\n`))).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          field: "frontmatter",
          message: expect.stringContaining("is not valid YAML"),
        }),
      ]),
    );
    expect(readPostSource("/c/writing/p.mdx", "# Just text\n")).toEqual([
      expect.objectContaining({ file: "/c/writing/p.mdx:1", field: "frontmatter" }),
    ]);
  });

  it("refuses a file name that makes no address", () => {
    expect(readPostSource("/c/writing/My Post.mdx", post(valid))).toEqual([
      expect.objectContaining({ field: "file name" }),
    ]);
  });
});

describe("minutes to read", () => {
  it("is the words over 220 a minute, rounded up, at least one", () => {
    expect(minutesToRead("")).toBe(1);
    expect(minutesToRead("word ".repeat(220))).toBe(1);
    expect(minutesToRead("word ".repeat(221))).toBe(2);
    expect(minutesToRead("word ".repeat(1100))).toBe(5);
  });
});
