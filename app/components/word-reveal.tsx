import { type MotionValue, useReducedMotion, useScroll, useTransform } from "motion/react";
import * as m from "motion/react-m";
import { useRef } from "react";

type Props = { text: string; className?: string };

/** How faint a word is before the scroll reaches it. */
const UNREAD_OPACITY = 0.16;

/**
 * A paragraph whose words light up one by one as it scrolls through the
 * viewport. Screen readers get the sentence once, whole; the visible words are
 * real text too, hidden from assistive technology so it is not read twice.
 */
export function WordReveal({ text, className }: Props) {
  const ref = useRef<HTMLParagraphElement>(null);
  const { scrollYProgress } = useScroll({ target: ref, offset: ["start 0.9", "end 0.55"] });
  const words = text.split(/\s+/);

  return (
    <p ref={ref} className={className}>
      <span className="sr-only">{text}</span>
      <span aria-hidden="true">
        {words.map((word, index) => (
          <Word
            // biome-ignore lint/suspicious/noArrayIndexKey: the words of a paragraph never reorder
            key={index}
            progress={scrollYProgress}
            from={index / words.length}
            to={(index + 1) / words.length}
          >
            {word}
          </Word>
        ))}
      </span>
    </p>
  );
}

type WordProps = { progress: MotionValue<number>; from: number; to: number; children: string };

function Word({ progress, from, to, children }: WordProps) {
  const reduceMotion = useReducedMotion();
  const opacity = useTransform(progress, [from, to], [UNREAD_OPACITY, 1]);
  return (
    <>
      <m.span data-reveal style={{ opacity: reduceMotion ? 1 : opacity }}>
        {children}
      </m.span>{" "}
    </>
  );
}
