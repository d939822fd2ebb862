import { Fragment, useRef } from "react";
import { useScrollProgress } from "~/motion/scroll-progress";
import { lightWords } from "~/motion/word-light";

type Props = { text: string; className?: string };

/** From the paragraph's top at 90 % of the viewport to its bottom at 55 %. */
const READING_RANGE = { start: 0.9, end: 0.55 };

/**
 * A paragraph whose words light up one by one as it scrolls through the
 * viewport: each frame of scrolling marks which words are lit (`lightWords`), CSS
 * gives them their opacity (`.reveal-word` in word-reveal.css). Screen readers get the
 * sentence once, whole; the visible words are real text too, hidden from them.
 */
export function WordReveal({ text, className }: Props) {
  const ref = useRef<HTMLParagraphElement>(null);
  useScrollProgress(ref, READING_RANGE, lightWords);
  const words = text.split(/\s+/);

  return (
    <p ref={ref} className={className}>
      <span className="sr-only">{text}</span>
      <span aria-hidden="true">
        {words.map((word, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the words of a paragraph never reorder
          <Fragment key={index}>
            <span className="reveal-word">{word}</span>{" "}
          </Fragment>
        ))}
      </span>
    </p>
  );
}
