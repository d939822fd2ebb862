/** A profile's line mark (its path data, app/lib/content/social-marks.ts), hidden from screen readers. */
export function SocialIcon({ mark, className }: { mark: string; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={mark} />
    </svg>
  );
}
