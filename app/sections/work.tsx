import { useRef } from "react";
import { Link } from "react-router";
import { ArrowIcon } from "~/components/arrow-icon";
import { HomeSection } from "~/components/home-section";
import { Picture } from "~/components/picture";
import { RouteScriptsAhead } from "~/components/route-scripts-ahead";
import { content, projectNumber } from "~/lib/content/site-content";
import type { ProjectCard as Project } from "~/lib/content/split-content";
import { words } from "~/lib/interface-words";
import { wholeCardOpens } from "~/lib/navigation/project-link";
import { paths } from "~/lib/navigation/public-paths";
import { PROJECT_ROUTE_ID } from "~/lib/navigation/route-scripts";
import { FlyingImage, useOpenProject } from "~/motion/page-arrival";
import { Reveal } from "~/motion/reveal";

export function Work() {
  const gridRef = useRef<HTMLDivElement>(null);
  return (
    <HomeSection section="work" searchable={false} className="mx-auto max-w-7xl scroll-mt-6 px-5 sm:px-10">
      <RouteScriptsAhead routeId={PROJECT_ROUTE_ID} near={gridRef} />
      {/* However many projects there are, the rows of the grid look meant (.card-rows, app.css). */}
      <div
        ref={gridRef}
        className="card-rows gap-y-14"
        data-count={content.projects.length}
        data-testid="project-grid"
      >
        {content.projects.map((project) => (
          <Reveal key={project.id} delay={project.viewDelay}>
            <ProjectCard project={project} />
          </Reveal>
        ))}
      </div>
    </HomeSection>
  );
}

function ProjectCard({ project }: { project: Project }) {
  const open = useOpenProject(project.id);

  const onCardClick = (event: React.MouseEvent) => {
    if (event.defaultPrevented || !wholeCardOpens(window.innerWidth)) return;
    open(event);
  };

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: keyboard users open the card with its MORE link
    <article
      onClick={onCardClick}
      className="group/card flex h-full cursor-pointer flex-col sm:cursor-default"
      aria-labelledby={`project-${project.id}-name`}
    >
      <ImageFrame projectId={project.id}>
        <Picture
          src={project.src}
          alt={project.srcAlt}
          sizes="(min-width: 1024px) 30vw, (min-width: 640px) 45vw, 92vw"
          className="aspect-[8/5] w-full rounded-2xl object-cover transition-transform duration-700 ease-out-expo group-hover/card:scale-[1.04]"
        />
        <span className="absolute start-4 top-4 rounded-full bg-ground/80 px-3 py-1 font-mono text-[0.7rem] tracking-widest text-ink backdrop-blur">
          {projectNumber(project)}
        </span>
      </ImageFrame>
      <div className="mt-5 flex flex-1 flex-col">
        <h3 id={`project-${project.id}-name`} className="font-display text-2xl font-semibold tracking-tight">
          {project.name}
        </h3>
        <p className="mt-2 flex-1 text-ink-muted">{project.description}</p>
        <Link
          to={paths.project(project.id)}
          onClick={open}
          className="mt-5 inline-flex min-h-7 w-fit items-center gap-3 border-b border-ink/30 pb-1 font-mono text-xs font-semibold uppercase tracking-[0.25em] transition-colors hover:border-accent hover:text-accent"
        >
          {words.work.more}
          <span className="sr-only">{words.work.moreAbout({ project: project.name })}</span>
          <ArrowIcon
            direction="right"
            className="size-4 transition-transform group-hover/card:translate-x-1"
          />
        </Link>
      </div>
    </article>
  );
}

/**
 * The card's image, which flies into the project page's header image as the page changes,
 * and back into the card on the way back (app/motion/page-arrival).
 */
function ImageFrame({ projectId, children }: { projectId: number; children: React.ReactNode }) {
  return (
    <FlyingImage id={projectId}>
      <div className="relative overflow-hidden rounded-2xl border border-rule bg-ground-raised">
        {children}
      </div>
    </FlyingImage>
  );
}
