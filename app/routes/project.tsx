import { Link } from "react-router";
import { ArrowIcon } from "~/components/arrow-icon";
import { CaseStudySection } from "~/components/case-study-section";
import { GoBackLink } from "~/components/go-back-link";
import { Picture } from "~/components/picture";
import { SiteChrome } from "~/components/site-chrome";
import { SocialLinks } from "~/components/social-links";
import { VisitSiteLink } from "~/components/visit-site-link";
import { pageImage } from "~/lib/content/page-images";
import { projectPage } from "~/lib/content/project-pages";
import { content, findProject, projectNumber } from "~/lib/content/site-content";
import type { ProjectPage as CaseStudy, ProjectCard } from "~/lib/content/split-content";
import { words } from "~/lib/interface-words";
import { paths } from "~/lib/navigation/public-paths";
import { notSearched, searchedPage } from "~/lib/search/index-marks";
import { pageMeta } from "~/lib/seo/meta";
import { projectJsonLd } from "~/lib/seo/seo";
import { BlocksInOrder } from "~/motion/blocks-in-order";
import { ArrivingPage, FlyingImage } from "~/motion/page-arrival";
import { Reveal } from "~/motion/reveal";
import type { Route } from "./+types/project";

export const meta = ({ params }: Route.MetaArgs) => {
  const project = findProject(params.id);
  if (!project) return [{ title: content.site.ownerName }, { name: "robots", content: "noindex" }];
  return pageMeta({
    title: `${project.name} — ${content.site.ownerName}`,
    description: project.description,
    path: paths.project(project.id),
    image: paths.shareImage.project(project.id),
    imageAlt: `${project.name}: ${project.description}`,
    jsonLd: projectJsonLd(project.id),
  });
};

/**
 * A project's case study: the header, its sections (the sample's About, Strategy, Results), the
 * previews and the way on. Arriving from another page, only the header flows in; the rest
 * follows a block at a time (blocks-in-order, decision 064).
 */
export default function ProjectPage({ params }: Route.ComponentProps) {
  const project = findProject(params.id);
  const page = project && projectPage(project.id);
  // docs/product.md §3: an id that matches no project shows nothing at all.
  if (!project || !page) return null;

  return (
    <>
      <SiteChrome />
      <ArrivingPage>
        <main
          id="main"
          tabIndex={-1}
          className="mx-auto max-w-7xl px-5 pt-20 pb-24 outline-none sm:px-10 sm:pt-24"
          {...searchedPage("project")}
        >
          <nav
            aria-label={words.project.label}
            className="flex flex-wrap items-center justify-between gap-4"
            {...notSearched}
          >
            <GoBackLink />
            <VisitSiteLink project={project} />
          </nav>

          <header className="mb-20 mt-12 sm:mb-28 sm:mt-16">
            <p className="font-mono text-xs uppercase tracking-[0.25em] text-accent" {...notSearched}>
              {words.project.numbered({ number: projectNumber(project) })}
            </p>
            {/* A long name (past the 24 characters the sample's largest size holds on a line) a size
              down, so that it reads as a headline and not a screen of letters. */}
            <h1
              className={`mt-4 font-display font-bold leading-[0.88] tracking-[-0.045em] ${
                project.name.length > 24 ? "text-[clamp(2.5rem,6.5vw,6rem)]" : "text-[clamp(3rem,11vw,10rem)]"
              }`}
            >
              {project.name}
            </h1>
            <p className="mt-6 max-w-2xl text-lg text-ink-muted sm:text-xl">{project.description}</p>
            <FlyingImage id={project.id}>
              <div className="mt-12 sm:mt-16">
                <Picture
                  src={project.src}
                  alt={project.srcAlt}
                  priority
                  sizes="(min-width: 1280px) 1200px, 94vw"
                  // Framed as its card frames it: a tall cover would otherwise stand 2,000 px high.
                  className="aspect-[8/5] w-full rounded-3xl border border-rule object-cover"
                />
              </div>
            </FlyingImage>
          </header>

          <BlocksInOrder
            blocks={[
              ...page.sections.map((section, index) => (
                <CaseStudySection
                  key={section.id}
                  section={section}
                  index={index}
                  count={page.sections.length}
                />
              )),
              <Previews key="previews" previews={page.previews} />,
              <WayOn key="way-on" project={project} />,
            ]}
          />
        </main>
      </ArrivingPage>
      <SocialLinks />
    </>
  );
}

function Previews({ previews }: Pick<CaseStudy, "previews">) {
  const alone = previews.length === 1;
  return (
    <section aria-labelledby="previews-heading" className="border-t border-rule py-16 lg:py-28">
      <h2
        id="previews-heading"
        className="font-display text-[clamp(2.5rem,6vw,4.75rem)] font-bold leading-[0.95] tracking-[-0.035em]"
      >
        {words.project.previews}
      </h2>
      {/* One preview stands alone, centred and no taller than the screen, not beside an empty column. */}
      <ul className={alone ? "mt-12" : "mt-12 grid gap-6 sm:grid-cols-2"}>
        {previews.map((preview) => (
          <li key={preview.src}>
            <Reveal>
              <Picture
                src={preview.src}
                image={pageImage(preview.src)}
                alt={preview.alt}
                sizes={alone ? "(min-width: 1280px) 1200px, 94vw" : "(min-width: 640px) 45vw, 92vw"}
                className={
                  alone
                    ? "mx-auto block max-h-[85vh] w-auto max-w-full rounded-3xl border border-rule"
                    : "w-full rounded-3xl border border-rule"
                }
              />
            </Reveal>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Go Back again, and the next project. */
function WayOn({ project }: { project: ProjectCard }) {
  const next = content.projects[(content.projects.indexOf(project) + 1) % content.projects.length];
  return (
    <footer
      className="flex flex-col gap-10 border-t border-rule pt-10 sm:flex-row sm:items-end sm:justify-between"
      {...notSearched}
    >
      <GoBackLink />
      {next && (
        <Link to={paths.project(next.id)} className="long-words group min-w-0 text-right">
          <span className="block font-mono text-xs uppercase tracking-[0.25em] text-ink-muted">
            {words.project.nextProject}
          </span>
          <span className="mt-2 flex items-center justify-end gap-[0.3em] font-display text-[clamp(2rem,5vw,3.5rem)] font-bold tracking-[-0.03em] transition-colors group-hover:text-accent">
            {next.name}
            {/* Drawn, not the "→" character: no theme font has it, and looking up a
              system font for it cost the page's first layout 13 ms at 4× (decision 063). */}
            <ArrowIcon
              direction="right"
              strokeWidth={2.2}
              className="size-[0.75em] shrink-0 transition-transform group-hover:translate-x-1"
            />
          </span>
        </Link>
      )}
    </footer>
  );
}
