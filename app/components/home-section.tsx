import type { sectionIds } from "~/lib/section-ids";

type Props = {
  id: (typeof sectionIds)[keyof typeof sectionIds];
  /** Its running number on the page, shown beside the heading. */
  index: number;
  title: string;
  className?: string;
  children: React.ReactNode;
};

/** A home-page section with its anchor and its numbered h2 ("02 — Some Work I've done"). */
export function HomeSection({ id, index, title, className, children }: Props) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className={className}>
      <div className="mb-12 flex items-baseline gap-4 border-t border-rule pt-6 md:mb-16">
        <span aria-hidden="true" className="font-mono text-xs tracking-widest text-accent">
          {String(index).padStart(2, "0")}
        </span>
        <h2
          id={`${id}-heading`}
          className="font-display text-[clamp(2.25rem,6vw,5rem)] font-bold leading-[0.95] tracking-[-0.035em]"
        >
          {title}
        </h2>
      </div>
      {children}
    </section>
  );
}
