import { content } from "~/lib/content/site-content";
import { words } from "~/lib/interface-words";
import { settings } from "~/lib/settings";

/**
 * The full-screen LOADING splash. It is in the prerendered HTML, so it is the
 * first paint; where no script runs it is not drawn (app/motion/splash/splash.css).
 */
export function LoadingSplash() {
  return (
    <div
      id="loading-splash"
      role="status"
      className="fixed inset-0 z-50 flex flex-col items-center justify-center bg-ground text-ink"
      style={{ "--splash-ms": `${settings.splashMs}ms` } as React.CSSProperties}
    >
      <p className="splash-word font-display text-[clamp(2.5rem,12vw,9rem)] font-bold leading-none tracking-[-0.02em]">
        {words.splash.loading.split("").map((letter, index) => (
          <span
            // biome-ignore lint/suspicious/noArrayIndexKey: the letters never reorder
            key={index}
            aria-hidden="true"
            style={{ "--i": index } as React.CSSProperties}
          >
            {letter}
          </span>
        ))}
        <span className="sr-only">{words.splash.loading}</span>
      </p>
      <div aria-hidden="true" className="splash-bar mt-8 h-px w-[min(18rem,60vw)] bg-rule">
        <div className="h-full origin-left bg-accent" />
      </div>
      <p className="absolute bottom-8 font-display text-xs uppercase tracking-[0.3em] text-ink-muted">
        {words.splash.byline({ name: content.site.ownerName })}
      </p>
    </div>
  );
}
