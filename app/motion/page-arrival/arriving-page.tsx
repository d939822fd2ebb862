import { useLayoutEffect, useState } from "react";
import { usePageArrival } from "~/motion/page-arrival/page-arrivals";

/**
 * A page's content: arriving from another page, its `main` fades in. The first page of a visit,
 * and a change within a page (a section from the menu, the next project), do not fade.
 */
export function ArrivingPage({ children }: { children: React.ReactNode }) {
  const { arrivals, change } = usePageArrival();
  // Whether it arrived is settled as it mounts: a later change within the page is no arrival.
  const [arrived] = useState(change !== null);
  useLayoutEffect(() => {
    if (arrived) arrivals?.fadeIn(document.getElementById("main"));
  }, [arrived, arrivals]);
  return children;
}
