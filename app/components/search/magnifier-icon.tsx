/** The search's mark, on its controls and beside its box. */
export const MagnifierIcon = ({ className }: { className: string }) => (
  <svg aria-hidden="true" viewBox="0 0 20 20" className={className}>
    <circle cx="8.5" cy="8.5" r="6" fill="none" stroke="currentColor" strokeWidth="1.5" />
    <path d="m13 13 5.5 5.5" stroke="currentColor" strokeWidth="1.5" />
  </svg>
);
