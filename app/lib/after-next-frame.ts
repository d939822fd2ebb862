/** How long to wait for a frame the browser may never draw (a hidden tab draws none). */
const NO_FRAME_MS = 100;

/**
 * Runs `run` once, in a task after the browser has drawn the next frame: a
 * requestAnimationFrame callback comes before that frame's style, layout and paint,
 * and the task it posts comes after them. Returns a cancel function.
 */
export function afterNextFrame(run: () => void): () => void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    cancel();
    run();
  };
  let afterFrame: ReturnType<typeof setTimeout> | undefined;
  const noFrame = setTimeout(once, NO_FRAME_MS);
  const frame =
    typeof requestAnimationFrame === "function"
      ? requestAnimationFrame(() => {
          afterFrame = setTimeout(once, 0);
        })
      : undefined;
  const cancel = () => {
    clearTimeout(noFrame);
    clearTimeout(afterFrame);
    if (frame !== undefined) cancelAnimationFrame(frame);
  };
  return () => {
    done = true;
    cancel();
  };
}
