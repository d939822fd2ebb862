import { useInView, useReducedMotion } from "motion/react";
import * as m from "motion/react-m";
import { useRef } from "react";
import { useAppStore } from "~/lib/app-store";

type Props = {
  children: React.ReactNode;
  /** Seconds to wait once in view (a project's `viewDelay`, for instance). */
  delay?: number;
  className?: string;
};

const variants = { hidden: { opacity: 0, y: 40 }, shown: { opacity: 1, y: 0 } };

/**
 * Fades and lifts its children in the first time they scroll into view, once the
 * page is shown (never beneath the LOADING splash). Reduced motion: shown at once.
 */
export function Reveal({ children, delay = 0, className }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const inView = useInView(ref, { once: true, margin: "0px 0px -8% 0px" });
  const pageShown = useAppStore((state) => !state.initialLoad);
  const reduceMotion = useReducedMotion();

  return (
    <m.div
      ref={ref}
      data-reveal
      className={className}
      variants={variants}
      initial="hidden"
      animate={reduceMotion || (pageShown && inView) ? "shown" : "hidden"}
      transition={reduceMotion ? { duration: 0 } : { duration: 0.7, delay, ease: [0.16, 1, 0.3, 1] }}
    >
      {children}
    </m.div>
  );
}
