import { ArrowIcon } from "~/components/arrow-icon";
import { ExternalLink } from "~/components/external-link";
import type { ProjectCard } from "~/lib/content/split-content";
import { words } from "~/lib/interface-words";

/**
 * "Visit Site" opens the project's url in a new tab. A project without a url
 * (a private product) shows a quiet label instead of a dead link.
 */
export function VisitSiteLink({ project }: { project: ProjectCard }) {
  if (!project.url) {
    return (
      <p className="inline-flex min-h-11 items-center gap-2 font-mono text-xs uppercase tracking-[0.25em] text-ink-muted">
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4">
          <path
            d="M7 11V8a5 5 0 0 1 10 0v3M6 11h12v9H6z"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.5"
          />
        </svg>
        {words.project.privateProject}
      </p>
    );
  }
  return (
    <ExternalLink
      href={project.url}
      className="group inline-flex min-h-11 items-center gap-3 rounded-full border border-ink/25 px-5 font-mono text-xs uppercase tracking-[0.25em] transition-colors hover:border-accent hover:bg-accent hover:text-accent-ink"
    >
      {words.project.visitSite}
      <ArrowIcon
        direction="up-right"
        className="size-4 transition-transform group-hover:-translate-y-0.5 group-hover:translate-x-0.5 rtl:group-hover:-translate-x-0.5"
      />
    </ExternalLink>
  );
}
