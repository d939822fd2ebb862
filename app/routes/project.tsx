import { Link } from "react-router";
import { content, findProject } from "~/lib/content";
import { imageUrl } from "~/lib/images";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/project";

export const meta = ({ params }: Route.MetaArgs) => {
  const project = findProject(params.id);
  if (!project) return [{ title: content.site.ownerName }];
  return pageMeta({
    title: `${project.name} — ${content.site.ownerName}`,
    description: project.description,
    path: `/project/${project.id}`,
    image: imageUrl(project.src),
    imageAlt: project.srcAlt,
  });
};

export default function ProjectPage({ params }: Route.ComponentProps) {
  const project = findProject(params.id);
  // Spec §2: an id that matches no project renders nothing at all.
  if (!project) return null;

  return (
    <main id="main" className="mx-auto max-w-7xl px-5 py-16 sm:px-10">
      <Link to="/">Go Back</Link>
      <h1 className="font-display text-6xl font-bold">{project.name}</h1>
      <p>{project.description}</p>
      {project.sections.map((section) => (
        <section key={section.id} aria-labelledby={`section-${section.id}`}>
          <h2 id={`section-${section.id}`}>{section.title}</h2>
          {section.description.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
      ))}
    </main>
  );
}
