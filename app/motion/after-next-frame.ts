/**
 * How long to wait for a frame the browser may never draw (a hidden tab draws none, and runs
 * timers at most once a second). Long enough that a busy page's late frame is still waited
 * for: at 100 ms the step sometimes went ahead before a late frame, inside it (decision 058).
 */
const NO_FRAME_MS = 1_000;

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
