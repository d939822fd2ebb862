/**
 * Runs `run` once, in a task after the browser has drawn the next frame: a
 * requestAnimationFrame callback comes before that frame's style, layout and paint,
 * and the task it posts comes after them. Returns a cancel function.
 *
 * A hidden page draws no frames: there `run` comes in a task at once, or as soon as the page
 * is hidden while it waits. A visible page's frame is waited for however late it comes: on a
 * busy machine a frame came 3 s late, and a timer that went ahead after a second ran the step
 * inside the frame it was meant to follow (decision 072).
 */
export function afterNextFrame(run: () => void): () => void {
  let done = false;
  let afterFrame: ReturnType<typeof setTimeout> | undefined;
  let frame: number | undefined;
  const once = () => {
    if (done) return;
    done = true;
    cancel();
    run();
  };
  const goAhead = () => {
    afterFrame ??= setTimeout(once, 0);
  };
  const goAheadIfHidden = () => {
    if (document.visibilityState === "hidden") goAhead();
  };
  const cancel = () => {
    clearTimeout(afterFrame);
    if (frame !== undefined) cancelAnimationFrame(frame);
    if (typeof document !== "undefined") document.removeEventListener("visibilitychange", goAheadIfHidden);
  };
  if (typeof requestAnimationFrame !== "function" || typeof document === "undefined") {
    goAhead();
  } else {
    frame = requestAnimationFrame(goAhead);
    document.addEventListener("visibilitychange", goAheadIfHidden);
    goAheadIfHidden();
  }
  return () => {
    done = true;
    cancel();
  };
}
