import { useEffect, useState } from "react";
import { usePageFlags } from "~/motion/splash/page-flags";

/**
 * True once the page is really in front of the visitor: the LOADING splash has
 * lifted and the tab is visible. Clocks that start "when the page is
 * shown" wait for this, so nothing runs early beneath the splash.
 */
export function usePageShown(): boolean {
  const pageShown = usePageFlags((state) => state.pageShown);
  const [tabVisible, setTabVisible] = useState(true);

  useEffect(() => {
    const update = () => setTabVisible(document.visibilityState === "visible");
    update();
    document.addEventListener("visibilitychange", update);
    return () => document.removeEventListener("visibilitychange", update);
  }, []);

  return pageShown && tabVisible;
}
