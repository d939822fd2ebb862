import { useId, useRef, useState } from "react";
import { HomeSection } from "~/components/home-section";
import { DRIFT_VW_PER_SPEED } from "~/constants";
import type { Service } from "~/content/schema";
import { content } from "~/lib/content/site-content";
import { useScrollProgress, writeProgressOn } from "~/motion/scroll-progress";
import { revealTiming, useMovesAfterTap } from "~/motion/service-row";

/** From the list's top entering at the bottom of the viewport to its bottom leaving at the top. */
const PASSING_RANGE = { start: 1, end: 0 };
/** The titles' drift follows the list's progress, written on the titles themselves. */
const writeDrift = writeProgressOn(".service-drift");
/** The widest title, in em at the letter-spacing its language sets (trackingIn), for their size (app.css). */
const titleWidth = content.fit.serviceTitles;
/** The widest drift of the list: every title leaves room for it. */
const driftRoom = `${content.fit.serviceDrift}vw`;

/** "What I do": each service reveals its description on hover, focus or tap. */
export function Services() {
  const listRef = useRef<HTMLUListElement>(null);
  useScrollProgress(listRef, PASSING_RANGE, writeDrift);

  return (
    <HomeSection section="services" className="mx-auto max-w-7xl px-5 sm:px-10">
      <ul ref={listRef} className="@container border-b border-rule">
        {content.services.map((service, index) => (
          <ServiceRow key={service.title} service={service} index={index} />
        ))}
      </ul>
    </HomeSection>
  );
}

type RowProps = { service: Service; index: number };

function ServiceRow({ service, index }: RowProps) {
  const [open, setOpen] = useState(false);
  const descriptionId = useId();
  const rowRef = useRef<HTMLLIElement>(null);
  useMovesAfterTap(rowRef, open);
  const timing = revealTiming(service.speed);

  return (
    <li
      ref={rowRef}
      className="group/service relative overflow-hidden border-t border-rule"
      onPointerEnter={(event) => event.pointerType === "mouse" && setOpen(true)}
      onPointerLeave={(event) => event.pointerType === "mouse" && setOpen(false)}
      data-open={open || undefined}
    >
      {/* The button holds only the title, so its visible text is its accessible name. */}
      <button
        type="button"
        aria-expanded={open}
        aria-describedby={descriptionId}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
        // Keyboard focus reveals; a tap's focus does not, or its click would toggle straight back.
        onFocus={(event) => event.currentTarget.matches(":focus-visible") && setOpen(true)}
        onBlur={() => setOpen(false)}
        className="relative block h-44 w-full text-start outline-offset-[-2px]"
      >
        <span className="service-title absolute inset-0 flex items-center gap-5" style={timing}>
          <span aria-hidden="true" className="font-mono text-xs text-accent">
            {String(index + 1).padStart(2, "0")}
          </span>
          {/* Each row drifts sideways at its own `speed`, alternately right and left, always
              within [0, drift] so no title slides out past the left edge (.service-drift). */}
          <span
            data-reverse={index % 2 === 1 || undefined}
            style={
              {
                "--drift": `${DRIFT_VW_PER_SPEED * service.speed}vw`,
                "--width": titleWidth,
                "--room": driftRoom,
              } as React.CSSProperties
            }
            className="service-drift font-display font-bold leading-none tracking-[-0.04em]"
          >
            {service.title}
          </span>
        </span>
        <span
          aria-hidden="true"
          className="service-plus absolute end-0 top-1/2 -translate-y-1/2 font-mono text-2xl text-ink-muted"
          style={timing}
        >
          +
        </span>
      </button>
      {/* Over the button, letting clicks through to it. */}
      <span
        id={descriptionId}
        className="service-description pointer-events-none absolute inset-0 flex items-center gap-5 pe-10 md:ps-[35%]"
        style={timing}
      >
        <span aria-hidden="true" className="hidden font-mono text-xs text-accent md:inline">
          {service.title}
        </span>
        <span className="max-w-xl text-base leading-relaxed text-ink sm:text-lg md:text-xl">
          {service.description}
        </span>
      </span>
    </li>
  );
}
