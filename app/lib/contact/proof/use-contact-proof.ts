import { type RefObject, useCallback, useEffect, useRef } from "react";
import { useInView } from "~/lib/use-in-view";
import { usePageShown } from "~/lib/use-page-shown";

type ProofTask = { field: () => Promise<string | undefined> };

/**
 * The form's proof of work, started in the background when the visitor first
 * focuses the form, or once the page is shown and the form comes near. Its code
 * (and the solver's worker) loads only then. `field()` waits for the solution: a
 * visitor who sends before it is ready waits inside PENDING.
 */
export function useContactProof(endpoint: string, formRef: RefObject<HTMLFormElement | null>) {
  const task = useRef<Promise<ProofTask> | undefined>(undefined);
  const start = useCallback(() => {
    if (typeof Worker === "undefined") return undefined; // not a browser: nothing to solve with
    task.current ??= import("./contact-proof").then((module) => module.startProof(endpoint));
    return task.current;
  }, [endpoint]);
  const near = useInView(formRef, { rootMargin: "300px", once: true });
  const shown = usePageShown();
  useEffect(() => {
    if (near && shown) start();
  }, [near, shown, start]);
  const field = useCallback(async () => {
    try {
      return await (await start())?.field();
    } catch {
      return undefined; // the collector will say what is missing
    }
  }, [start]);
  return { start, field };
}
