// @vitest-environment node
import { describe, expect, it } from "vitest";
import { PROJECT_CARD_MOBILE_CLICK_BREAKPOINT_PX } from "~/constants";
import { wholeCardOpens } from "~/lib/navigation/project-link";
import { paths } from "~/lib/navigation/public-paths";

describe("a project's link", () => {
  it(`lets the whole card open it only below ${PROJECT_CARD_MOBILE_CLICK_BREAKPOINT_PX} px`, () => {
    expect(wholeCardOpens(PROJECT_CARD_MOBILE_CLICK_BREAKPOINT_PX - 1)).toBe(true);
    expect(wholeCardOpens(PROJECT_CARD_MOBILE_CLICK_BREAKPOINT_PX)).toBe(false);
  });

  it("builds the project path from the id", () => {
    expect(paths.project(6)).toBe("/project/6");
  });
});
