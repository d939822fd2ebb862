import { createContext, useContext, useState, ViewTransition } from "react";
import { useLocation } from "react-router";
import { reducedMotionQuery } from "~/lib/use-reduced-motion";

/**
 * Pages flow into each other (decisions 043, 061): as one page replaces another, the old one
 * fades out and the new one in, and a project's image moves between its card and its page's
 * header when both are in sight. React's `<ViewTransition>` runs it: React renders the new
 * page while the old one stays on screen, and starts the browser's view transition only to
 * commit it, so the frame the transition holds has the commit and its layout in it, not the
 * render. Changes within a page (a section from the menu, the next project) stay plain
 * cuts, and every change does for visitors who ask for reduced motion
 * (`noViewTransitionsForReducedMotion`).
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

/** A page's content: it fades out as another page replaces it, and in as it replaces one. */
export function FlowingPage({ children }: { children: React.ReactNode }) {
  return (
    <ViewTransition enter="page-fade" exit="page-fade" default="none">
      {children}
    </ViewTransition>
  );
}

/**
 * A project's image, on its card and in its page's header: the two share a name, so as one
 * page replaces the other the image moves and grows between them (app/app.css).
 */
export function FlowingProjectImage({ id, children }: { id: number; children: React.ReactNode }) {
  return (
    <ViewTransition name={`project-${id}-image`} share="project-image" default="none">
      {children}
    </ViewTransition>
  );
}

/**
 * React starts a view transition whenever a page's boundary mounts, whatever its classes say.
 * For visitors who ask for reduced motion the document is left without `startViewTransition`,
 * so React changes the page at once, as it does in browsers without view transitions. Follows
 * the preference as it changes; returns the way to stop.
 */
export function noViewTransitionsForReducedMotion(): () => void {
  const media = reducedMotionQuery();
  // An own property hides the browser's method; only the one added here is removed again.
  let hidden = false;
  const show = () => {
    if (hidden) Reflect.deleteProperty(document, "startViewTransition");
    hidden = false;
  };
  const follow = () => {
    if (!media.matches) return show();
    Object.defineProperty(document, "startViewTransition", { value: undefined, configurable: true });
    hidden = true;
  };
  follow();
  media.addEventListener("change", follow);
  return () => {
    media.removeEventListener("change", follow);
    show();
  };
}
