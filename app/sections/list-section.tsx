import { ExternalLink } from "~/components/external-link";
import { HomeSection } from "~/components/home-section";
import type { ListSection as List } from "~/content/schema";

/**
 * A section the owner writes without code (content/lists.ts): talks, publications,
 * awards, education. Each entry: its date beside its title, where it was, and a few lines.
 */
export function ListSection({ list }: { list: List }) {
  return (
    <HomeSection section={list.id} className="mx-auto max-w-7xl px-5 sm:px-10">
      <ul className="border-b border-rule">
        {list.entries.map((entry) => (
          <li
            key={`${entry.date} ${entry.title}`}
            className="grid gap-3 border-t border-rule py-8 sm:py-10 md:grid-cols-[11rem_minmax(0,1fr)] md:gap-10"
          >
            <p className="pt-1 font-mono text-xs uppercase tracking-[0.2em] text-accent sm:text-sm">
              {entry.date}
            </p>
            <div className="min-w-0">
              <h3 className="font-display text-[clamp(1.5rem,3.2vw,2.5rem)] font-semibold leading-[1.08] tracking-[-0.02em]">
                {entry.link ? (
                  <ExternalLink
                    href={entry.link}
                    className="underline decoration-ink/30 decoration-2 underline-offset-[0.18em] transition-colors hover:text-accent hover:decoration-accent"
                  >
                    {entry.title}
                  </ExternalLink>
                ) : (
                  entry.title
                )}
              </h3>
              {entry.place && <p className="mt-2 text-ink-muted">{entry.place}</p>}
              <p className="mt-4 max-w-3xl text-lg leading-relaxed">{entry.text}</p>
            </div>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
