import { useRef } from "react";
import { useInView } from "~/lib/use-in-view";
import { usePageFlags } from "~/motion/splash/page-flags";

type Props = {
  children: React.ReactNode;
  /** Seconds to wait once in view (a project's `viewDelay`, for instance). */
  delay?: number;
  className?: string;
};

/**
 * Fades and lifts its children in the first time they scroll into view, once the
 * page is shown (never beneath the LOADING splash). The movement is CSS
 * (`[data-reveal]` in reveal.css); reduced motion and no-JavaScript show it at once.
 */
export function Reveal({ children, delay = 0, className }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const inView = useInView(ref, { once: true, rootMargin: "0px 0px -8% 0px" });
  const pageShown = usePageFlags((state) => state.pageShown);

  return (
    <div
      ref={ref}
      data-reveal
      data-shown={(pageShown && inView) || undefined}
      className={className}
      style={{ "--delay": `${delay}s` } as React.CSSProperties}
    >
      {children}
    </div>
  );
}
