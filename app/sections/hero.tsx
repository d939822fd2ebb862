import { ArrowIcon } from "~/components/arrow-icon";
import { chromeWidthRem } from "~/components/social-links";
import { PORTFOLIO_SCROLL_DURATION_MS } from "~/constants";
import { widestEm } from "~/lib/display-text";
import { headedSection } from "~/lib/home-sections";
import { PORTFOLIO_SCROLL_MEASURE, scrollTargetOf, scrollWindowTo } from "~/lib/scroll-to";
import { content } from "~/lib/site-content";
import { useReducedMotion } from "~/lib/use-reduced-motion";

/** "View My Portfolio" leads to the projects. */
const work = headedSection("work");

/** The headline's letter-spacing, in em (its class below), and its widest line, for its size (app.css). */
const HEADLINE_TRACKING_EM = -0.045;
const headlineWidth = widestEm(content.site.hero.lines, HEADLINE_TRACKING_EM);

/** The name and job title stop 1rem short of the fixed chrome (the section's padding is 2.5rem). */
const clearOfChrome = { maxWidth: `calc(100% - ${chromeWidthRem(content.socialLinks.length) - 1.5}rem)` };

export function Hero() {
  const { lines, cta, tagline } = content.site.hero;
  const { ownerName, jobTitle } = content.site;
  const reduceMotion = useReducedMotion();

  const viewPortfolio = (event: React.MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(work.id);
    if (!target) return;
    event.preventDefault();
    scrollWindowTo(
      scrollTargetOf(target),
      PORTFOLIO_SCROLL_DURATION_MS,
      reduceMotion,
      PORTFOLIO_SCROLL_MEASURE,
    );
    history.replaceState(history.state, "", `#${work.id}`);
  };

  return (
    <section
      aria-labelledby="hero-heading"
      className="@container relative isolate flex min-h-svh flex-col justify-between overflow-hidden px-5 pt-6 pb-10 sm:px-10 sm:pb-14"
    >
      <div aria-hidden="true" className="hero-glow" />
      <p
        className="hidden text-balance font-mono text-xs uppercase leading-relaxed tracking-[0.25em] text-ink-muted sm:block"
        style={clearOfChrome}
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
        style={{ "--width": headlineWidth } as React.CSSProperties}
      >
        <span className="block text-balance text-ink-muted">{lines[0]}</span>
        <span className="block text-balance text-accent">{lines[1]}</span>
        <span className="block text-balance">{lines[2]}</span>
      </h1>

      <div className="mt-12 flex items-end justify-between gap-6">
        <div className="max-w-[26ch] text-sm leading-relaxed text-ink-muted sm:text-base">
          <p className="mb-3 font-mono text-[0.7rem] uppercase tracking-[0.2em] text-ink sm:hidden">
            {ownerName}
            <span className="block text-ink-muted">{jobTitle}</span>
          </p>
          <p>{tagline}</p>
        </div>
        <a
          href={`#${work.id}`}
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
