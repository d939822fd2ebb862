import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { PauseButton } from "~/components/pause-button";
import { rendersWhenNear } from "~/lib/content/home-sections";
import { content } from "~/lib/content/site-content";
import { words } from "~/lib/interface-words";
import { FETCH_AHEAD_MARGIN, useInView } from "~/lib/use-in-view";
import { useScrolling } from "~/lib/use-scrolling";
import { useReducedMotion } from "~/motion/reduced-motion";
import { Reveal } from "~/motion/reveal";
import { usePageShown } from "~/motion/splash";

const loadParticleField = () => import("~/components/particle-field");
const ParticleField = lazy(loadParticleField);

/**
 * How early, before the section scrolls into view, the particles are started (their
 * code is fetched earlier still, FETCH_AHEAD_MARGIN). The start also waits for the page
 * to rest: setting the field up is a long frame that would stall a scroll in progress.
 */
const PARTICLES_START_AHEAD_PX = 500;
/**
 * And then, that long after the page rests, for the section to be near where it is now
 * drawn. After a jump the sections above it are laid out at their placeholder height
 * first and in full a frame or two later, which can move it far down without the
 * observer saying so again (a jump to the first project left it "near", 1,900 px below
 * the screen).
 */
export const PARTICLES_START_SETTLE_MS = 300;

const isNear = (element: Element) => {
  const { top, bottom } = element.getBoundingClientRect();
  return top < window.innerHeight + PARTICLES_START_AHEAD_PX && bottom > 0;
};

/** The statement, over an animated particle field that a click adds to. */
export function Statement() {
  const ref = useRef<HTMLElement>(null);
  const approaching = useInView(ref, { once: true, rootMargin: FETCH_AHEAD_MARGIN });
  const near = useInView(ref, { rootMargin: `0px 0px ${PARTICLES_START_AHEAD_PX}px 0px` });
  const onScreen = useInView(ref);
  const scrolling = useScrolling();
  const pageShown = usePageShown();
  const reduceMotion = useReducedMotion();
  const [paused, setPaused] = useState(false);
  // Once started (near, the page at rest), the field stays.
  const [started, setStarted] = useState(false);
  useEffect(() => {
    if (started || !near || scrolling) return;
    const settled = setTimeout(() => {
      if (ref.current && isNear(ref.current)) setStarted(true);
    }, PARTICLES_START_SETTLE_MS);
    return () => clearTimeout(settled);
  }, [started, near, scrolling]);
  // Reduced motion: the particles are never started at all.
  const particlesOn = started && !reduceMotion;
  useEffect(() => {
    if (approaching && !reduceMotion) void loadParticleField();
  }, [approaching, reduceMotion]);
  // Off-screen, in a hidden tab or while the page scrolls, the animation loop stops.
  const running = !paused && onScreen && pageShown && !scrolling;

  return (
    <section
      ref={ref}
      aria-label={words.a11y.statement}
      className={`${rendersWhenNear("statement")} relative isolate flex min-h-[85svh] items-center overflow-hidden border-y border-rule bg-ground-sunken`}
    >
      <div aria-hidden="true" className="statement-backdrop absolute inset-0 -z-10">
        {particlesOn && (
          <Suspense fallback={null}>
            <ParticleField
              paused={!running}
              className="absolute inset-0 [&>canvas]:!h-full [&>canvas]:!w-full"
            />
          </Suspense>
        )}
      </div>
      <div className="pointer-events-none mx-auto w-full max-w-7xl px-5 py-28 sm:px-10">
        <Reveal>
          <p className="max-w-5xl font-display font-bold text-[clamp(2rem,6.4vw,5.75rem)] leading-[1] tracking-[-0.035em]">
            {content.site.statement}
          </p>
        </Reveal>
      </div>
      {particlesOn && (
        <PauseButton
          paused={paused}
          onToggle={() => setPaused((was) => !was)}
          labels={{ pause: words.a11y.pauseParticles, play: words.a11y.playParticles }}
          className="absolute bottom-5 end-5 sm:end-10"
        />
      )}
    </section>
  );
}
