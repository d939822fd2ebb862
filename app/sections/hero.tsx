import { ArrowIcon } from "~/components/arrow-icon";
import { PORTFOLIO_SCROLL_DURATION_MS } from "~/constants";
import { headlineScale, headlineTones } from "~/lib/content/hero-headline";
import { content } from "~/lib/content/site-content";
import { useReducedMotion } from "~/motion/reduced-motion";
import { PORTFOLIO_SCROLL_MEASURE, scrollTargetOf, scrollWindowTo } from "~/motion/scroll-to";

const TONE_CLASS = { muted: "text-ink-muted", accent: "text-accent", ink: "text-ink" } as const;

/** "View My Portfolio" leads to the projects: Work's anchor (always on the page: app/lib/content/home-page.ts). */
const WORK = "work";

export function Hero() {
  const { lines, cta, tagline } = content.site.hero;
  const tones = headlineTones(lines.length);
  const { ownerName, jobTitle } = content.site;
  const reduceMotion = useReducedMotion();

  const viewPortfolio = (event: React.MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(WORK);
    if (!target) return;
    event.preventDefault();
    scrollWindowTo(
      scrollTargetOf(target),
      PORTFOLIO_SCROLL_DURATION_MS,
      reduceMotion,
      PORTFOLIO_SCROLL_MEASURE,
    );
    history.replaceState(history.state, "", `#${WORK}`);
  };

  return (
    <section
      aria-labelledby="hero-heading"
      // The gap keeps a headline taller than the screen (four long lines) clear of the fixed
      // chrome; a shorter one is centred by its auto margins as before.
      className="@container relative isolate flex min-h-svh flex-col justify-between overflow-hidden px-5 pt-6 pb-10 sm:gap-y-12 sm:px-10 sm:pb-14"
    >
      <div aria-hidden="true" className="hero-glow" />
      <p
        // Stops 1rem short of the fixed chrome (--chrome-width, app.css; the section's padding is 2.5rem).
        className="hidden max-w-[calc(100%-var(--chrome-width)+1.5rem)] text-balance font-mono text-xs uppercase leading-relaxed tracking-[0.25em] text-ink-muted sm:block"
      >
        <span className="text-ink">{ownerName}</span>
        <span aria-hidden="true" className="mx-2 text-accent">
          /
        </span>
        {jobTitle}
      </p>

      <h1
        id="hero-heading"
        className="hero-headline my-auto pt-20 font-display font-bold leading-[0.86] tracking-[-0.045em] sm:pt-0"
        // Its widest line, in em at the letter-spacing its language sets (trackingIn), and the scale
        // more than three lines take on a wide screen: for its size (app.css).
        style={
          {
            "--width": content.fit.headline,
            "--lines-fit": headlineScale(lines.length),
          } as React.CSSProperties
        }
      >
        {lines.map((line, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed at build time; two lines may read alike
          <span key={index} className={`block text-balance ${TONE_CLASS[tones[index] ?? "ink"]}`}>
            {line}
          </span>
        ))}
      </h1>

      <div className="mt-12 flex items-end justify-between gap-6">
        <div className="min-w-0 max-w-[26ch] text-sm leading-relaxed text-ink-muted sm:text-base">
          <p className="long-words mb-3 font-mono text-[0.7rem] uppercase tracking-[0.2em] text-ink sm:hidden">
            {ownerName}
            <span className="block text-ink-muted">{jobTitle}</span>
          </p>
          <p>{tagline}</p>
        </div>
        <a
          href={`#${WORK}`}
          onClick={viewPortfolio}
          className="group relative grid size-32 shrink-0 place-content-center rounded-full border border-ink/25 text-center font-mono text-[0.7rem] font-semibold uppercase leading-snug tracking-[0.2em] transition-colors duration-300 hover:border-accent hover:text-accent-ink sm:size-40 sm:text-xs"
        >
          <span
            aria-hidden="true"
            className="absolute inset-0 scale-0 rounded-full bg-accent transition-transform duration-500 ease-out-expo group-hover:scale-100 group-focus-visible:scale-100"
          />
          <span className="relative px-5 group-focus-visible:text-accent-ink">{cta}</span>
          <ArrowIcon
            direction="down"
            className="relative mx-auto mt-2 size-4 transition-transform duration-300 group-hover:translate-y-1"
          />
        </a>
      </div>
    </section>
  );
}
