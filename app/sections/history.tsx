import { useRef } from "react";
import { ArrowIcon } from "~/components/arrow-icon";
import { ExternalLink } from "~/components/external-link";
import { HomeSection } from "~/components/home-section";
import { Picture } from "~/components/picture";
import { EXPERIENCE_CARD_HEIGHT_PX, STACKING_CARD_MIN_SCALE, STACKING_CARD_SCALE_STEP } from "~/constants";
import type { Experience } from "~/content/schema";
import { resumeLink } from "~/lib/content/resume";
import { content } from "~/lib/content/site-content";
import { scrollTopShowingCard } from "~/lib/stacking";
import { useScrollProgress, writeProgressOn } from "~/motion/scroll-progress";

/** From the list's top at 12 % of the viewport to its bottom at the bottom of the viewport. */
const STACK_RANGE = { start: 0.12, end: 1 };
/** How far below the previous one each sticky card stops, so the stack's edges show (app/lib/content/split-content.ts). */
const offset = content.fit.stackOffset;
/** The list's progress, written on the cards that scale by it. */
const writeStack = writeProgressOn(".stack-card");

/** "A Little History": the roles, stacked as sticky cards that shrink as the next lands. */
export function History() {
  const stackRef = useRef<HTMLOListElement>(null);
  useScrollProgress(stackRef, STACK_RANGE, writeStack);
  const count = content.experiences.length;

  return (
    <HomeSection section="history" className="mx-auto max-w-6xl px-5 sm:px-10">
      <ol ref={stackRef} className="relative">
        {content.experiences.map((experience, index) => (
          <li
            key={experience.id}
            className="sticky pb-8"
            style={{ top: `calc(12vh + ${index * offset}px)` }}
            // A link in a card further up the stack would sit under the cards above it:
            // bring its card to the top of the stack when it gets keyboard focus.
            onFocus={(event) => {
              const list = stackRef.current;
              if (!list || !event.target.matches(":focus-visible")) return;
              window.scrollTo({ top: scrollTopShowingCard(list, index), behavior: "instant" });
            }}
          >
            <ExperienceCard experience={experience} index={index} count={count} />
          </li>
        ))}
      </ol>
      <p className="mt-6 flex justify-end">
        <a
          href={resumeLink.href}
          type="application/pdf"
          className="group inline-flex min-h-11 items-center gap-3 border-b border-ink/30 font-mono text-xs font-semibold uppercase tracking-[0.2em] transition-colors hover:border-accent hover:text-accent"
        >
          {resumeLink.label}
          <ArrowIcon direction="down" className="size-4 transition-transform group-hover:translate-y-0.5" />
        </a>
      </p>
    </HomeSection>
  );
}

type CardProps = { experience: Experience; index: number; count: number };

function ExperienceCard({ experience, index, count }: CardProps) {
  return (
    <article
      aria-labelledby={`experience-${experience.id}`}
      className="stack-card relative flex origin-top flex-col overflow-hidden rounded-3xl border border-rule bg-ground-raised p-6 shadow-[0_-20px_60px_-20px_var(--color-shade)] sm:p-10"
      // The scale as cards land on this one is CSS (.stack-card), from the list's progress (--p).
      style={
        {
          height: EXPERIENCE_CARD_HEIGHT_PX,
          "--i": index,
          "--n": count,
          "--step": STACKING_CARD_SCALE_STEP,
          "--least": STACKING_CARD_MIN_SCALE,
        } as React.CSSProperties
      }
      data-index={index}
    >
      <div className="relative flex items-start justify-between gap-6">
        <Picture
          src={experience.img}
          alt=""
          sizes="(min-width: 640px) 80px, 56px"
          className="size-14 rounded-2xl sm:size-20"
        />
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
          <ExternalLink
            href={experience.companyLink}
            className="underline decoration-ink/30 underline-offset-4 hover:text-accent hover:decoration-accent"
          >
            {experience.company}
          </ExternalLink>
        </p>
        <p className="mt-5 max-w-2xl leading-relaxed text-ink-muted">{experience.description}</p>
      </div>
      {/* A faint watermark number, drawn by CSS: decoration, not text. */}
      <span
        aria-hidden="true"
        data-number={String(index + 1).padStart(2, "0")}
        className="pointer-events-none absolute -bottom-12 -end-3 font-display text-[11rem] font-bold leading-none text-ink/[0.04] before:content-[attr(data-number)]"
      />
    </article>
  );
}
