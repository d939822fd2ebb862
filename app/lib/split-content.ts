import type { Content, Project } from "~/content/schema";

/** What only a project's own page shows: its case study and its previews. */
export type ProjectPage = Pick<Project, "sections" | "previews">;
/** A project as every other page shows it (the card, the menu, the next-project link). */
export type ProjectCard = Omit<Project, keyof ProjectPage>;
/** The content every page loads: all of it but the project pages' own parts. */
export type SiteContent = Omit<Content, "projects"> & { projects: ProjectCard[] };

/** The content split in two: what every page shows, and each project page's own parts by id. */
export function splitContent(content: Content): { content: SiteContent; pages: Record<number, ProjectPage> } {
  const projects = content.projects.map(({ sections: _sections, previews: _previews, ...card }) => card);
  const pages = Object.fromEntries(
    content.projects.map(({ id, sections, previews }) => [id, { sections, previews }]),
  );
  return { content: { ...content, projects }, pages };
}
