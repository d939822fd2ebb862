import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SCROLL_TO_TOP_DELAY_MS } from "~/constants";
import { goBack, openProject } from "~/motion/page-arrival/open-project";

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
});
