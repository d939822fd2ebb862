import { describe, expect, it } from "vitest";
import { directionOfText } from "~/lib/text-direction";

describe("a text's direction", () => {
  it("is its first letter's, past digits, punctuation and spaces", () => {
    expect(directionOfText("(2024) مشروع")).toBe("rtl");
    expect(directionOfText("— שלום")).toBe("rtl");
    expect(directionOfText("React · مشروع")).toBe("ltr");
    expect(directionOfText("京都 مرحبا")).toBe("ltr");
    expect(directionOfText("2024")).toBe("ltr");
  });
});
