import { type RefObject, useCallback, useEffect, useRef } from "react";
import { useInView } from "~/lib/use-in-view";

type ProofTask = { field: () => Promise<string | undefined> };

/**
 * The form's proof of work, started in the background when the visitor first
 * focuses the form, or once the page is shown (`pageShown`: the splash's usePageShown, which
 * the caller reads) and the form comes near. Its code (and the solver's worker) loads only
 * then. `field()` waits for the solution: a visitor who sends before it is ready waits inside
 * PENDING.
 */
export function useContactProof(
  endpoint: string,
  formRef: RefObject<HTMLFormElement | null>,
  pageShown: boolean,
) {
  const task = useRef<Promise<ProofTask> | undefined>(undefined);
  const start = useCallback(() => {
    if (typeof Worker === "undefined") return undefined; // not a browser: nothing to solve with
    task.current ??= import("./contact-proof").then((module) => module.startProof(endpoint));
    return task.current;
  }, [endpoint]);
  const near = useInView(formRef, { rootMargin: "300px", once: true });
  useEffect(() => {
    if (near && pageShown) start();
  }, [near, pageShown, start]);
  const field = useCallback(async () => {
    try {
      return await (await start())?.field();
    } catch {
      return undefined; // the collector will say what is missing
    }
  }, [start]);
  return { start, field };
}
