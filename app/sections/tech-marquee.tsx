import { useRef, useState } from "react";
import { PauseButton } from "~/components/pause-button";
import { Picture } from "~/components/picture";
import { rendersWhenNear } from "~/lib/content/home-sections";
import { content } from "~/lib/content/site-content";
import { words } from "~/lib/interface-words";
import { useMarquee } from "~/motion/marquee";

/**
 * The tech stack, scrolling endlessly (CSS only, on the compositor). It stops on
 * hover and focus, off-screen, with the pause control, and under reduced motion.
 */
export function TechMarquee() {
  const ref = useRef<HTMLElement>(null);
  const [paused, setPaused] = useState(false);
  const { running, still } = useMarquee(ref, paused);
  const items = content.techStack;
  // Two halves, each the list written once, or more often for a short stack, so that a half
  // fills the screen (app/lib/content/marquee-fill.ts): the track slides by one half.
  const copies = Array.from({ length: 2 * content.fit.marqueeRepeats }, (_, copy) => copy);

  return (
    <section
      ref={ref}
      aria-label={words.a11y.techStack}
      className={`${rendersWhenNear("tools")} tech-marquee relative overflow-hidden border-y border-rule py-10`}
      data-running={running || undefined}
    >
      <div
        className="marquee-track flex w-max"
        style={{ animationDuration: `${content.fit.marqueeSeconds}s` }}
      >
        {copies.map((copy) => (
          <ul key={copy} aria-hidden={copy > 0 || undefined} className="flex shrink-0 items-center">
            {items.map((tech) => (
              <li key={tech.name} className="flex items-center gap-5 px-8 sm:px-12">
                {/* A mark drawn for a dark ground has its own for the light theme (app.css, "dark-only"). */}
                <Picture
                  src={tech.icon}
                  alt=""
                  sizes="(min-width: 640px) 56px, 40px"
                  className={`size-10 sm:size-14 ${tech.iconOnLight ? "dark-only" : ""}`}
                />
                {tech.iconOnLight && (
                  <Picture
                    src={tech.iconOnLight}
                    alt=""
                    sizes="(min-width: 640px) 56px, 40px"
                    className="light-only size-10 sm:size-14"
                  />
                )}
                <span className="whitespace-nowrap font-display text-[clamp(2.25rem,6vw,4.5rem)] font-bold tracking-[-0.03em]">
                  {tech.name}
                </span>
                <span
                  aria-hidden="true"
                  className="marquee-spark ms-8 size-4 shrink-0 bg-hot-bright sm:ms-12 sm:size-5"
                />
              </li>
            ))}
          </ul>
        ))}
      </div>
      {!still && (
        <div className="mx-auto mt-8 flex max-w-7xl justify-end px-5 sm:px-10">
          <PauseButton
            paused={paused}
            onToggle={() => setPaused((was) => !was)}
            labels={{ pause: words.a11y.pauseMarquee, play: words.a11y.playMarquee }}
          />
        </div>
      )}
    </section>
  );
}
