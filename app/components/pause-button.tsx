/** The control's words, by what it does next: "Pause marquee", "Play marquee". */
type Props = {
  paused: boolean;
  onToggle: () => void;
  labels: { pause: string; play: string };
  className?: string;
};

/** A visible control that stops something that moves on its own (WCAG 2.2.2). */
export function PauseButton({ paused, onToggle, labels, className = "" }: Props) {
  return (
    <button
      type="button"
      onClick={onToggle}
      aria-pressed={paused}
      className={`inline-flex min-h-11 items-center gap-2 rounded-full border border-ink/30 bg-ground/70 px-4 font-mono text-[0.7rem] uppercase tracking-[0.2em] text-ink backdrop-blur transition-colors hover:border-accent hover:text-accent ${className}`}
    >
      <svg aria-hidden="true" viewBox="0 0 16 16" className="size-3.5">
        {paused ? (
          <path d="M4 2.5v11l9-5.5z" fill="currentColor" />
        ) : (
          <path d="M4 2.5h3v11H4zm5 0h3v11H9z" fill="currentColor" />
        )}
      </svg>
      {paused ? labels.play : labels.pause}
    </button>
  );
}
