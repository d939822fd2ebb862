import { createContext, useContext, useLayoutEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { addImageFrame, fadeIn } from "~/lib/page-arrival";

/**
 * Pages flow into each other (decisions 043, 064): as one page replaces another, the new one
 * fades in, and a project's image flies between its card and its page's header when both are
 * in sight. Changes within a page (a section from the menu, the next project) stay plain cuts,
 * and every change does for visitors who ask for reduced motion.
 */

/** A change of page, by path and hash. */
type PageChange = { from: string; to: string };

const LastPageChange = createContext<PageChange | null>(null);

/** The last change of page since the site was opened (none on the first page). */
export const useLastPageChange = () => useContext(LastPageChange);

/**
 * Gives the pages below it the last change of page. The change is worked out as the new
 * page renders, from the place React last rendered, so a render React throws away leaves
 * nothing behind.
 */
export function LastPageChangeProvider({ children }: { children: React.ReactNode }) {
  const { pathname, hash } = useLocation();
  const here = pathname + hash;
  const [last, setLast] = useState<{ here: string; change: PageChange | null }>({ here, change: null });
  let change = last.change;
  if (last.here !== here) {
    change = { from: last.here, to: here };
    setLast({ here, change });
  }
  return <LastPageChange value={change}>{children}</LastPageChange>;
}

/**
 * A page's content: arriving from another page, its `main` fades in (app/lib/page-arrival.ts).
 * The first page of a visit, and a change within a page (a section from the menu, the next
 * project), do not fade.
 */
export function FlowingPage({ children }: { children: React.ReactNode }) {
  const change = useLastPageChange();
  // Whether it arrived is settled as it mounts: a later change within the page is no arrival.
  const [arrived] = useState(change !== null);
  useLayoutEffect(() => {
    if (arrived) fadeIn(document.getElementById("main"));
  }, [arrived]);
  return children;
}

/**
 * A project's image, on its card and in its page's header: as one page replaces the other,
 * the image flies between the two when both are in sight (app/lib/page-arrival.ts).
 */
export function FlowingProjectImage({ id, children }: { id: number; children: React.ReactNode }) {
  const frame = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => (frame.current ? addImageFrame(id, frame.current) : undefined), [id]);
  return (
    <div ref={frame} className="contents">
      {children}
    </div>
  );
}
