import { describe, expect, it } from "vitest";
import { writeProgressOn } from "~/motion/scroll-progress";
import { lightWords, UNLIT_WORD_OPACITY, wordLight } from "~/motion/word-light";

describe("wordLight", () => {
  it("lights the words one after another over their own steps of the progress", () => {
    // Four words: each lights over a quarter of the progress.
    expect([0, 1, 2, 3].map((index) => wordLight(0, 4, index))).toEqual([0.4, 0.4, 0.4, 0.4]);
    expect([0, 1, 2, 3].map((index) => wordLight(0.375, 4, index))).toEqual([1, 0.5, 0.4, 0.4]);
    expect([0, 1, 2, 3].map((index) => wordLight(1, 4, index))).toEqual([1, 1, 1, 1]);
  });

  it("never leaves a word below the readable opacity", () => {
    expect(wordLight(0.26, 4, 1)).toBe(UNLIT_WORD_OPACITY);
  });
});

function paragraph(count: number) {
  const element = document.createElement("p");
  for (let index = 0; index < count; index++) {
    const word = document.createElement("span");
    word.className = "reveal-word";
    element.append(word);
  }
  return element;
}

describe("lightWords", () => {
  it("marks the lit words, the one lighting up with its opacity, and leaves the rest bare", () => {
    const element = paragraph(4);
    lightWords(element, 0.375);
    const words = [...element.children] as HTMLElement[];
    expect(words.map((word) => word.dataset.light)).toEqual(["full", "part", undefined, undefined]);
    expect(words[1]?.style.getPropertyValue("--light")).toBe("0.500");
    expect(words.map((word) => word.hasAttribute("style"))).toEqual([false, true, false, false]);
  });

  it("takes the marks away again when the paragraph scrolls back", () => {
    const element = paragraph(4);
    lightWords(element, 0.375);
    lightWords(element, 0);
    for (const word of element.children) {
      expect(word.hasAttribute("data-light")).toBe(false);
      expect(word.hasAttribute("style")).toBe(false);
    }
  });
});

describe("writeProgressOn", () => {
  it("writes --p on the matching descendants only", () => {
    const list = document.createElement("ul");
    list.innerHTML = `<li><span class="drift"></span></li><li><span class="drift"></span></li>`;
    writeProgressOn(".drift")(list, 0.25);
    expect(list.style.getPropertyValue("--p")).toBe("");
    expect(
      [...list.querySelectorAll<HTMLElement>(".drift")].map((el) => el.style.getPropertyValue("--p")),
    ).toEqual(["0.25", "0.25"]);
  });
});
