import { describe, expect, it } from "vitest";
import { directionOfText } from "~/lib/text-direction";

describe("a text's direction", () => {
  it("is its first letter's, as dir=auto reads it", () => {
    expect(directionOfText("مهندسة بيانات (Go)")).toBe("rtl");
    expect(directionOfText("Go: مهندسة")).toBe("ltr");
    expect(directionOfText("2024 — מהנדסת")).toBe("rtl");
    expect(directionOfText("京都")).toBe("ltr");
    expect(directionOfText("")).toBe("ltr");
  });
});
