import { describe, expect, it } from "vitest";
import { projectRows, testimonialRows, wideColumns } from "~/lib/card-rows";

describe("rows of cards, for any count", () => {
  it("keeps the product's three columns for the sample's six projects and three testimonials", () => {
    expect(wideColumns(6)).toBe(3);
    expect(wideColumns(3)).toBe(3);
    expect(projectRows(6).card).toContain("lg:w-[calc((100%-3rem)/3)]");
    expect(projectRows(6).card).toContain("sm:w-[calc((100%-1.5rem)/2)]");
    expect(testimonialRows(3).card).toContain("lg:w-[calc((100%-3rem)/3)]");
  });

  it("never leaves a lone empty column: one wide, two and four in twos, the rest in threes", () => {
    expect([1, 2, 3, 4, 5, 7, 8, 12].map(wideColumns)).toEqual([1, 2, 3, 2, 3, 3, 3, 3]);
    expect(projectRows(1).card).not.toContain("sm:w-[calc");
    expect(projectRows(4).card).toContain("lg:w-[calc((100%-1.5rem)/2)]");
    expect(testimonialRows(1).card).toContain("lg:w-2/3");
  });

  it("centres the last row of an uneven count", () => {
    expect(projectRows(5).row).toContain("justify-center");
    expect(testimonialRows(5).row).toContain("flex-wrap");
  });
});
