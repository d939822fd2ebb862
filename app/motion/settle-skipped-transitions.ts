/**
 * Chromium keeps serving a CSS transition that was still running when its section
 * went off-screen and `content-visibility: auto` stopped rendering it: the page then
 * produces frames at 60 per second, for nothing, until that section is rendered
 * again (seen after a quick scroll past the testimonials' reveals). Once a section
 * is skipped, its transitions are cancelled instead, which leaves every element in
 * its end state. Returns a function that stops listening.
 */
export function settleSkippedTransitions(root: Document = document): () => void {
  const settle = (event: Event) => {
    if (!(event as ContentVisibilityAutoStateChangeEvent).skipped) return;
    if (!(event.target instanceof Element)) return;
    for (const animation of event.target.getAnimations({ subtree: true })) {
      if (isTransition(animation)) animation.cancel();
    }
  };
  // The event does not bubble; listening in the capture phase hears it from every section.
  root.addEventListener("contentvisibilityautostatechange", settle, { capture: true });
  return () => root.removeEventListener("contentvisibilityautostatechange", settle, { capture: true });
}

const isTransition = (animation: Animation) =>
  typeof CSSTransition !== "undefined" && animation instanceof CSSTransition;
