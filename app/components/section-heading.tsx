type Props = { id: string; index: number; children: React.ReactNode };

/** A section's h2 (id `${id}-heading`) with its running number, e.g. "02 — What I do". */
export function SectionHeading({ id, index, children }: Props) {
  return (
    <div className="mb-12 flex items-baseline gap-4 border-t border-rule pt-6 md:mb-16">
      <span aria-hidden="true" className="font-mono text-xs tracking-widest text-accent">
        {String(index).padStart(2, "0")}
      </span>
      <h2
        id={`${id}-heading`}
        className="font-display text-[clamp(2.25rem,6vw,5rem)] font-bold leading-[0.95] tracking-[-0.035em]"
      >
        {children}
      </h2>
    </div>
  );
}
