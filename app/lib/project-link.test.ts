import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PROJECT_CARD_MOBILE_CLICK_BREAKPOINT_PX, SCROLL_TO_TOP_DELAY_MS } from "~/constants";
import { goBack, openProject, wholeCardOpens } from "~/lib/project-link";
import { paths } from "~/lib/public-paths";

describe("opening a project", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it(`navigates to /project/{id} and scrolls to the top ${SCROLL_TO_TOP_DELAY_MS} ms later`, () => {
    const navigate = vi.fn();
    const scrollTo = vi.spyOn(window, "scrollTo").mockImplementation(() => {});
    openProject(4, navigate);
    expect(navigate).toHaveBeenCalledWith("/project/4");
    vi.advanceTimersByTime(SCROLL_TO_TOP_DELAY_MS - 1);
    expect(scrollTo).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: "instant" });
  });

  it("flows into the project's page after the tap's frame, leaving the scroll to the router", () => {
    const navigate = vi.fn();
    const scrollTo = vi.spyOn(window, "scrollTo").mockImplementation(() => {});
    openProject(4, navigate, { flows: true });
    vi.advanceTimersToNextFrame();
    expect(navigate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(navigate).toHaveBeenCalledExactlyOnceWith("/project/4");
    vi.advanceTimersByTime(SCROLL_TO_TOP_DELAY_MS * 4);
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it("goes back in history only after the tap's frame", () => {
    const navigate = vi.fn();
    goBack(navigate);
    expect(navigate).not.toHaveBeenCalled();
    vi.advanceTimersToNextFrame();
    expect(navigate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(navigate).toHaveBeenCalledExactlyOnceWith(-1);
  });

  it(`lets the whole card open it only below ${PROJECT_CARD_MOBILE_CLICK_BREAKPOINT_PX} px`, () => {
    expect(wholeCardOpens(PROJECT_CARD_MOBILE_CLICK_BREAKPOINT_PX - 1)).toBe(true);
    expect(wholeCardOpens(PROJECT_CARD_MOBILE_CLICK_BREAKPOINT_PX)).toBe(false);
  });

  it("builds the project path from the id", () => {
    expect(paths.project(6)).toBe("/project/6");
  });
});
