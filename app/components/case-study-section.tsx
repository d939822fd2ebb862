import { Picture } from "~/components/picture";
import type { ProjectSection } from "~/content/schema";
import { pageImage } from "~/lib/content/page-images";
import { Reveal } from "~/motion/reveal";

type Props = { section: ProjectSection; index: number; count: number };

/**
 * One of a project's three sections. On wide screens text and image share a row,
 * text on the side `contentPosition` names, and the image stays pinned while the
 * text scrolls past it; on phones they stack.
 */
export function CaseStudySection({ section, index, count }: Props) {
  const textFirst = section.contentPosition === "l";
  const headingId = `section-${section.id}-heading`;

  return (
    <section
      aria-labelledby={headingId}
      data-content-position={section.contentPosition}
      className="grid gap-10 border-t border-rule py-16 lg:grid-cols-2 lg:gap-20 lg:py-28"
    >
      <div className={`lg:py-[12vh] ${textFirst ? "lg:order-1" : "lg:order-2"}`} data-part="text">
        <p aria-hidden="true" className="font-mono text-xs tracking-[0.25em] text-accent">
          {String(index + 1).padStart(2, "0")} / {String(count).padStart(2, "0")}
        </p>
        <h2
          id={headingId}
          className="mt-4 font-display text-[clamp(2.5rem,6vw,4.75rem)] font-bold leading-[0.95] tracking-[-0.035em]"
        >
          {section.title}
        </h2>
        <div className="mt-8 space-y-5 text-lg leading-relaxed text-ink-muted lg:text-xl">
          {section.description.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </div>
      <div className={textFirst ? "lg:order-2" : "lg:order-1"} data-part="image">
        <div className="lg:sticky lg:top-[14vh]">
          <Reveal>
            <Picture
              src={section.img}
              image={pageImage(section.img)}
              alt={section.imgAlt}
              sizes="(min-width: 1024px) 45vw, 92vw"
              className="w-full rounded-3xl border border-rule"
            />
          </Reveal>
        </div>
      </div>
    </section>
  );
}
