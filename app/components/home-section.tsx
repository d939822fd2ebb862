import { headedIndex, headedSections, rendersWhenNear } from "~/lib/content/home-sections";
import { SEARCHED_SECTION } from "~/lib/search/index-marks";

type Props = {
  /** Which of the home page's headed sections (its anchor, heading and number come from the registry). */
  section: string;
  className: string;
  children: React.ReactNode;
  /**
   * Whether search finds the section as a result of its own (site-build/search): not Work nor
   * the latest writing, whose entries the index holds as their own pages.
   */
  searchable?: boolean;
};

/** A home-page section with its anchor and its numbered h2 ("02 — Some Work I've done"). */
export function HomeSection({ section: id, className, children, searchable = true }: Props) {
  const index = headedIndex(id);
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className={`${rendersWhenNear(id)} ${className}`}
      {...(searchable && { [SEARCHED_SECTION]: "" })}
    >
      <div className="mb-12 flex items-baseline gap-4 border-t border-rule pt-6 md:mb-16">
        <span aria-hidden="true" className="font-mono text-xs tracking-widest text-accent">
          {String(index + 1).padStart(2, "0")}
        </span>
        <h2
          id={`${id}-heading`}
          className="min-w-0 font-display text-[clamp(2.25rem,6vw,5rem)] font-bold leading-[0.95] tracking-[-0.035em]"
        >
          {headedSections[index]?.heading}
        </h2>
      </div>
      {children}
    </section>
  );
}
