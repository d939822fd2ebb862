import { type MotionValue, useReducedMotion, useScroll, useTransform } from "motion/react";
import * as m from "motion/react-m";
import { useRef } from "react";
import { Picture } from "~/components/picture";
import { SectionHeading } from "~/components/section-heading";
import type { Experience } from "~/content/schema";
import { EXPERIENCE_CARD_HEIGHT_PX } from "~/lib/constants";
import { content } from "~/lib/content";
import { sectionIds } from "~/lib/section-ids";
import { stackingScaleKeyframes } from "~/lib/stacking";

/** How far below the previous one each sticky card stops, so the stack's edges show. */
const STACK_OFFSET_PX = 28;

/** "A Little History": the roles, stacked as sticky cards that shrink as the next lands. */
export function History() {
  const stackRef = useRef<HTMLOListElement>(null);
  const { scrollYProgress } = useScroll({ target: stackRef, offset: ["start 12%", "end end"] });
  const count = content.experiences.length;

  return (
    <section
      id={sectionIds.history}
      aria-labelledby={`${sectionIds.history}-heading`}
      className="mx-auto max-w-6xl px-5 sm:px-10"
    >
      <SectionHeading id={sectionIds.history} index={3}>
        {content.site.headings.history}
      </SectionHeading>
      <ol ref={stackRef} className="relative">
        {content.experiences.map((experience, index) => (
          <li
            key={experience.id}
            className="sticky pb-8"
            style={{ top: `calc(12vh + ${index * STACK_OFFSET_PX}px)` }}
          >
            <ExperienceCard experience={experience} index={index} count={count} progress={scrollYProgress} />
          </li>
        ))}
      </ol>
    </section>
  );
}

type CardProps = { experience: Experience; index: number; count: number; progress: MotionValue<number> };

function ExperienceCard({ experience, index, count, progress }: CardProps) {
  const reduceMotion = useReducedMotion();
  const { at, scale: keyframes } = stackingScaleKeyframes(index, count);
  const scale = useTransform(progress, at.length > 1 ? at : [0, 1], at.length > 1 ? keyframes : [1, 1]);

  return (
    <m.article
      aria-labelledby={`experience-${experience.id}`}
      className="experience-card relative flex origin-top flex-col overflow-hidden rounded-3xl border border-rule bg-ground-raised p-6 shadow-[0_-20px_60px_-20px_rgb(0_0_0/0.8)] sm:p-10"
      style={{ height: EXPERIENCE_CARD_HEIGHT_PX, scale: reduceMotion ? 1 : scale }}
      data-index={index}
    >
      <div className="relative flex items-start justify-between gap-6">
        <Picture src={experience.img} alt="" className="size-14 rounded-2xl sm:size-20" />
        <p className="font-mono text-xs uppercase tracking-[0.2em] text-accent sm:text-sm">
          {experience.year}
        </p>
      </div>
      <div className="relative mt-auto">
        <h3
          id={`experience-${experience.id}`}
          className="font-display text-[clamp(1.75rem,4.5vw,3.25rem)] font-bold leading-[1.02] tracking-[-0.03em]"
        >
          {experience.title}
        </h3>
        <p className="mt-2 text-lg">
          <a
            href={experience.companyLink}
            target="_blank"
            rel="noopener noreferrer"
            className="underline decoration-ink/30 underline-offset-4 transition-colors hover:text-accent hover:decoration-accent"
          >
            {experience.company}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </p>
        <p className="mt-5 max-w-2xl leading-relaxed text-ink-muted">{experience.description}</p>
      </div>
      <span
        aria-hidden="true"
        className="pointer-events-none absolute -bottom-12 -right-3 font-display text-[11rem] font-bold leading-none text-ink/[0.04]"
      >
        {String(index + 1).padStart(2, "0")}
      </span>
    </m.article>
  );
}
