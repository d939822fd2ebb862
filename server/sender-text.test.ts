// @vitest-environment node
import { describe, expect, it } from "vitest";
import {
  characterCount,
  escapeUnsafe,
  hasVisibleCharacter,
  safeJson,
  UNSAFE_CHARACTER,
} from "./sender-text.js";

describe("a sender's text, shown to the owner", () => {
  it("shows C0, DEL, C1, separators, bidi controls and invisible characters as escapes", () => {
    expect(
      escapeUnsafe(
        "\u001b[2J\u0007\b\r\u007f\u0085\u009b\u2028\u202e\u2066\u200b\u2060\ufeff\u3164\u{e0041}",
      ),
    ).toBe(
      "\\u001b[2J\\u0007\\u0008\\u000d\\u007f\\u0085\\u009b\\u2028\\u202e\\u2066\\u200b\\u2060\\ufeff\\u3164\\u{e0041}",
    );
  });

  it("keeps tabs and newlines where the format lays text out in lines, and emoji whole", () => {
    expect(escapeUnsafe("a\tb\nc", "\t\n")).toBe("a\tb\nc");
    expect(escapeUnsafe("a\tb\nc")).toBe("a\\u0009b\\u000ac");
    // A joiner inside an emoji sequence and the colour selector draw one picture.
    expect(escapeUnsafe("👩‍💻 ❤️ 👍🏽")).toBe("👩‍💻 ❤️ 👍🏽");
    // Anywhere else a joiner is invisible.
    expect(escapeUnsafe("a\u200db")).toBe("a\\u200db");
    expect(escapeUnsafe("👩\u200d")).toBe("👩\\u200d");
  });

  it("leaves nothing the pattern finds", () => {
    const every = Array.from({ length: 0x3000 }, (_, code) => String.fromCodePoint(code)).join("");
    expect(escapeUnsafe(every)).not.toMatch(UNSAFE_CHARACTER);
  });
});

describe("JSON for the owner", () => {
  it("writes every unsafe character, joiners and selectors as \\u escapes, and parses back exactly", () => {
    const value = { text: "\u001b\u007f\u0085\u009c\u2028\u2029\u202e\u200b\u200d👩‍💻❤️\u{e0041}\ud800" };
    const json = safeJson(value);
    expect(json).toBe(
      '{"text":"\\u001b\\u007f\\u0085\\u009c\\u2028\\u2029\\u202e\\u200b\\u200d👩\\u200d💻❤\\ufe0f\\udb40\\udc41\\ud800"}',
    );
    expect(JSON.parse(json)).toEqual(value);
    expect(JSON.parse(safeJson(value, 2))).toEqual(value);
  });
});

describe("what a field holds", () => {
  it("is empty when nothing in it can be seen", () => {
    for (const blank of [
      "",
      " \t\n",
      "\u200b",
      "\u200b\u200c\u200d\u2060\ufeff",
      "\u3164\u115f\u1160\uffa0",
      "\u202e\u00ad",
      "\u2800",
      "\u{e0041}",
    ])
      expect(hasVisibleCharacter(blank), JSON.stringify(blank)).toBe(false);
    for (const seen of ["a", "\u200bx", "🙂", "٣", "—"]) expect(hasVisibleCharacter(seen)).toBe(true);
  });

  it("is counted in characters: an emoji is one", () => {
    expect(characterCount("🙂")).toBe(1);
    expect(characterCount(`${"a".repeat(9_999)}🙂`)).toBe(10_000);
    expect(characterCount("é")).toBe(1);
  });
});
