import { content } from "~/lib/content";

export function Hero() {
  const { lines, cta } = content.site.hero;
  return (
    <section
      aria-labelledby="hero-heading"
      className="relative flex min-h-dvh flex-col justify-center px-5 pt-24 pb-16 sm:px-10"
    >
      <h1
        id="hero-heading"
        className="font-display text-[clamp(2.6rem,11.5vw,11rem)] font-bold leading-[0.88] tracking-[-0.05em]"
      >
        {lines.map((line) => (
          <span key={line} className="block">
            {line}
          </span>
        ))}
      </h1>
      <a
        href="#work"
        className="mt-12 grid size-36 place-content-center rounded-full bg-accent p-4 text-center font-mono text-xs font-semibold uppercase tracking-widest text-accent-ink"
      >
        {cta}
      </a>
    </section>
  );
}
