import { createContext, useContext, useEffect, useState } from "react";
import { useLocation } from "react-router";
import { type Arrivals, createArrivals } from "~/motion/page-arrival/arrivals";

/**
 * Pages flow into each other (decisions 043, 064): as one page replaces another, the new one
 * fades in, and a project's image flies between its card and its page's header when both are
 * in sight. Changes within a page (a section from the menu, the next project) stay plain cuts,
 * and every change does for visitors who ask for reduced motion.
 *
 * <PageArrivals> goes once around the pages (root.tsx); <ArrivingPage>, <FlyingImage>,
 * useOpenProject (open-project.ts) and <PageLink> are what a page uses.
 */

/** A change of page, by path and hash. */
export type PageChange = { from: string; to: string };

type PageArrival = {
  /** What the pages around this one keep for its arrival; none outside <PageArrivals> (a component on its own). */
  arrivals: Arrivals | null;
  /** The last change of page since the site was opened (none on the first page). */
  change: PageChange | null;
};

const PageArrival = createContext<PageArrival>({ arrivals: null, change: null });

/** What a page's arrival needs: the arrivals kept around it, and the change of page that brought it. */
export const usePageArrival = () => useContext(PageArrival);

/**
 * Holds what a page's arrival needs of the page before it, and gives the pages below it the
 * last change of page. The change is worked out as the new page renders, from the place React
 * last rendered, so a render React throws away leaves nothing behind.
 */
export function PageArrivals({ children }: { children: React.ReactNode }) {
  const [arrivals] = useState(createArrivals);
  const { pathname, hash } = useLocation();
  const here = pathname + hash;
  const [last, setLast] = useState<{ here: string; change: PageChange | null }>({ here, change: null });
  let change = last.change;
  if (last.here !== here) {
    change = { from: last.here, to: here };
    setLast({ here, change });
  }

  // Back or forward through the history (Go Back included): the page being left takes off before
  // the router hears of it and replaces the page. At its target, a capturing listener comes first.
  useEffect(() => {
    const takeOff = () => arrivals.takeOff();
    window.addEventListener("popstate", takeOff, { capture: true });
    return () => window.removeEventListener("popstate", takeOff, { capture: true });
  }, [arrivals]);

  return <PageArrival value={{ arrivals, change }}>{children}</PageArrival>;
}
