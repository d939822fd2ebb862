import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { settleSkippedTransitions } from "./settle-skipped-transitions";

class FakeTransition {
  cancel = vi.fn();
}
class FakeAnimation {
  cancel = vi.fn();
}

function skippedEvent(skipped: boolean) {
  return Object.assign(new Event("contentvisibilityautostatechange"), { skipped });
}

describe("settleSkippedTransitions", () => {
  let section: HTMLElement;
  let transition: FakeTransition;
  let animation: FakeAnimation;
  let stop: () => void;

  beforeEach(() => {
    vi.stubGlobal("CSSTransition", FakeTransition);
    section = document.createElement("section");
    document.body.append(section);
    transition = new FakeTransition();
    animation = new FakeAnimation();
    section.getAnimations = () => [transition, animation] as unknown as Animation[];
    stop = settleSkippedTransitions();
  });
  afterEach(() => {
    stop();
    section.remove();
    vi.unstubAllGlobals();
  });

  it("cancels the transitions, and only those, of a section that stops being rendered", () => {
    section.dispatchEvent(skippedEvent(true));
    expect(transition.cancel).toHaveBeenCalledOnce();
    expect(animation.cancel).not.toHaveBeenCalled();
  });

  it("leaves a section that comes back into rendering alone", () => {
    section.dispatchEvent(skippedEvent(false));
    expect(transition.cancel).not.toHaveBeenCalled();
  });

  it("stops listening when told to", () => {
    stop();
    section.dispatchEvent(skippedEvent(true));
    expect(transition.cancel).not.toHaveBeenCalled();
  });
});
