const paths = {
  right: "M4 12h16m0 0-6-6m6 6-6 6",
  left: "M20 12H4m0 0 6-6m-6 6 6 6",
  down: "M12 4v16m0 0-6-6m6 6 6-6",
  "up-right": "M7 17 17 7m0 0H8m9 0v9",
} as const;

/** The arrows that point along the line: turned round on a page read right to left. */
const ALONG_THE_LINE = new Set<string>(["right", "left", "up-right"]);

/**
 * The site's one arrow, pointing where it is told as a left-to-right page reads ("right": on,
 * "left": back), and mirrored on a right-to-left page. Decorative: hidden from screen readers.
 */
export function ArrowIcon({
  direction,
  className = "size-4",
  strokeWidth = 1.6,
}: {
  direction: keyof typeof paths;
  className?: string;
  /** In the icon's 24-unit box: heavier beside bold type. */
  strokeWidth?: number;
}) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={ALONG_THE_LINE.has(direction) ? `${className} rtl:-scale-x-100` : className}
    >
      <path d={paths[direction]} fill="none" stroke="currentColor" strokeWidth={strokeWidth} />
    </svg>
  );
}
