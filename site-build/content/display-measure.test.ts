// @vitest-environment node
import { describe, expect, it } from "vitest";
import type { Content } from "../../app/content/schema.ts";
import { displayWidthEm, HEADLINE_TRACKING_EM, widestEm } from "../../app/lib/content/display-text.ts";
import { displayMeasure } from "./display-measure.ts";

const content = (lines: string[]) =>
  ({ site: { hero: { lines } }, services: [{ title: "Пайплайни" }] }) as unknown as Content;

describe("the display lines of other scripts, measured as shaped", () => {
  it("sets an Arabic or Hebrew line at its own width, a tenth to a fifth under the table's guess", async () => {
    const lines = ["خطوط بيانات", "לא מפילים", "Where Code"];
    const measure = await displayMeasure(content(lines));
    for (const line of lines.slice(0, 2)) {
      const shaped = measure(line, HEADLINE_TRACKING_EM) ?? Number.NaN;
      expect(shaped, line).toBeLessThan(displayWidthEm(line, HEADLINE_TRACKING_EM) * 0.92);
      expect(shaped, line).toBeGreaterThan(displayWidthEm(line, HEADLINE_TRACKING_EM) * 0.6);
    }
    // Cyrillic takes Inter's letters where Space Grotesk has none: measured too.
    expect(measure("Пайплайни", HEADLINE_TRACKING_EM)).toBeGreaterThan(3);
  });

  it("leaves to the table a line of its letters, one in CJK (the visitor's faces draw it) and one no face has", async () => {
    const lines = ["Meets Design", "美術館の在庫", "ሰላም ዓለም"];
    const measure = await displayMeasure(content(lines));
    expect(widestEm(["Meets Design"], HEADLINE_TRACKING_EM, measure)).toBe(
      widestEm(["Meets Design"], HEADLINE_TRACKING_EM),
    );
    expect(measure("美術館の在庫", HEADLINE_TRACKING_EM)).toBeUndefined();
    expect(widestEm(["美術館の在庫"], 0, measure)).toBe(displayWidthEm("美術館の在庫"));
    expect(measure("ሰላም ዓለም", HEADLINE_TRACKING_EM)).toBeUndefined();
  });
});
