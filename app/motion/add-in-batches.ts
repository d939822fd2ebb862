/**
 * Adds `total` items `perBatch` at a time, one batch per scheduled callback
 * (an animation frame in the browser), starting with the next one, so that no
 * single task does all the work, nor adds to the task that called it.
 * Returns a function that stops the remaining batches.
 */
export function addInBatches(
  total: number,
  perBatch: number,
  add: (count: number) => void,
  schedule: (next: () => void) => void = (next) => requestAnimationFrame(next),
): () => void {
  let added = 0;
  let stopped = false;
  const step = () => {
    if (stopped) return;
    const count = Math.min(perBatch, total - added);
    add(count);
    added += count;
    if (added < total) schedule(step);
  };
  if (total > 0) schedule(step);
  return () => {
    stopped = true;
  };
}
