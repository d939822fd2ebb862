/**
 * A store that has not acknowledged a write by then counts as failed, and the
 * sender is told so: well before the form's own 15 s time-out.
 */
export const STORE_DEADLINE_MS = 10_000;

class StoreTooSlow extends Error {}

/** The store's work, or a rejection once `ms` have passed without its answer. */
export function withDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new StoreTooSlow(`no answer from the store within ${ms} ms`)), ms);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}
