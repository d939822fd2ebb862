import { describe, expect, it } from "vitest";
import { type Direction, directionOfText, resolvedDirections, visualOrder } from "~/lib/text-direction";

/** The text's runs of one direction, in the order drawn left to right. */
function drawn(text: string) {
  const characters = [...text];
  const line = directionOfText(text);
  const runs: Array<{ text: string; direction: Direction }> = [];
  resolvedDirections(characters, line).forEach((direction, index) => {
    const last = runs.at(-1);
    if (last?.direction === direction) last.text += characters[index];
    else runs.push({ text: characters[index] ?? "", direction });
  });
  return visualOrder(runs, line).map((run) => run.text.trim());
}

describe("a line of two directions", () => {
  it("keeps a separator between an Arabic name and a Latin tail", () => {
    // The slash is the Arabic run's (drawn right to left: at its left end, beside the tail).
    expect(drawn("ليلى حداد  /  PROJECT 07")).toEqual(["PROJECT 07", "ليلى حداد  /"]);
  });

  it("keeps an Arabic phrase inside a Latin line where it stands", () => {
    expect(drawn("A shop: متجر الفخار (pottery)")).toEqual(["A shop:", "متجر الفخار", "(pottery)"]);
  });

  it("gives punctuation between two directions the line's", () => {
    expect(resolvedDirections([..."مهندسة (Go)"], "rtl").join(" ")).toBe(
      "rtl rtl rtl rtl rtl rtl rtl rtl ltr ltr rtl",
    );
  });

  it("keeps a mark with its letter", () => {
    expect(new Set(resolvedDirections([..."Cafe\u0301 bar"], "ltr"))).toEqual(new Set(["ltr"]));
  });
});
