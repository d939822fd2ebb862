import { describe, expect, it } from "vitest";
import { breakPieces, wrapLines, wrapText } from "~/lib/seo/line-breaks";

// A width in characters stands in for a face's measure: what is tested is where lines break.
const within = (characters: number) => (line: string) => [...line].length <= characters;

describe("where a share image's line may break", () => {
  it("breaks Latin at spaces only, with punctuation kept on its word", () => {
    expect(breakPieces("An e-commerce site, (big) don't")).toEqual([
      "An ",
      "e-commerce ",
      "site, ",
      "(big) ",
      "don't",
    ]);
  });

  it("breaks Japanese and Chinese between words, never before 。 or after 「", () => {
    expect(breakPieces("京都のフロントエンド。「美術館」へ")).toEqual([
      "京都",
      "の",
      "フロント",
      "エンド。",
      "「美術館」",
      "へ",
    ]);
    expect(wrapLines("京都のフロントエンドエンジニア", within(7))).toEqual([
      "京都のフロント",
      "エンド",
      "エンジニア",
    ]);
  });

  it("breaks Thai between its words and never takes a vowel mark from its letter", () => {
    const lines = wrapLines("วิศวกรซอฟต์แวร์ในกรุงเทพ", within(9));
    expect(lines.join("")).toBe("วิศวกรซอฟต์แวร์ในกรุงเทพ");
    expect(lines[0]).toBe("วิศวกร");
    for (const line of lines) expect(line).not.toMatch(/^\p{M}/u);
  });

  it("cuts a word too long for any line between graphemes, and ends the last line kept with …", () => {
    expect(wrapLines("Zażółć", within(3))).toEqual(["Zaż", "ółć"]);
    expect(wrapText("京都のフロントエンドエンジニアです", within(7), 2)).toEqual([
      "京都のフロント",
      "エンド…",
    ]);
  });
});
