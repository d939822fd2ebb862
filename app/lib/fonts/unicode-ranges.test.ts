// @vitest-environment node
import { describe, expect, it } from "vitest";
import { formatUnicodeRange, inRanges, parseUnicodeRange, subtract, toRanges } from "./unicode-ranges";

describe("unicode ranges", () => {
  it("reads and writes CSS unicode-range values", () => {
    const value = "U+0000-00FF,U+0131,U+2000-206F";
    expect(parseUnicodeRange(value)).toEqual([
      [0, 0xff],
      [0x131, 0x131],
      [0x2000, 0x206f],
    ]);
    expect(formatUnicodeRange(parseUnicodeRange(value))).toBe(value);
  });

  it("turns code points into the fewest ranges", () => {
    expect(toRanges([0x43, 0x41, 0x42, 0xe9, 0x42])).toEqual([
      [0x41, 0x43],
      [0xe9, 0xe9],
    ]);
  });

  it("takes code points out of ranges, leaving what is left and nothing else", () => {
    const ranges = parseUnicodeRange("U+0000-00FF,U+2013-2014");
    const taken = new Set([0x20, 0x41, 0x42, 0xff, 0x2014]);
    const left = subtract(ranges, taken);
    expect(formatUnicodeRange(left)).toBe("U+0000-001F,U+0021-0040,U+0043-00FE,U+2013");
    for (let codePoint = 0; codePoint <= 0x2100; codePoint++) {
      const expected = inRanges(codePoint, ranges) && !taken.has(codePoint);
      expect(inRanges(codePoint, left), codePoint.toString(16)).toBe(expected);
    }
  });
});
