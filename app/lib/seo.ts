import { content } from "~/lib/content";
import { absoluteUrl } from "~/lib/meta";
import { projectPath } from "~/lib/project-link";

/** Every page that belongs in the sitemap. */
export const sitemapPaths = () => ["/", ...content.projects.map((project) => projectPath(project.id))];

export const shareImagePath = {
  home: "/share/home.png",
  project: (id: number) => `/share/project-${id}.png`,
};

/** schema.org data for the home page: the owner as a Person. */
export function personJsonLd() {
  const { site, socialLinks } = content;
  return {
    "@context": "https://schema.org",
    "@type": "Person",
    name: site.ownerName,
    jobTitle: site.jobTitle,
    description: site.description,
    url: absoluteUrl("/"),
    image: absoluteUrl(shareImagePath.home),
    sameAs: socialLinks.map((link) => link.href),
  };
}

/** schema.org data for a project page: a CreativeWork by the owner. */
export function projectJsonLd(id: number) {
  const project = content.projects.find((candidate) => candidate.id === id);
  if (!project) return undefined;
  return {
    "@context": "https://schema.org",
    "@type": "CreativeWork",
    name: project.name,
    description: project.description,
    url: absoluteUrl(projectPath(project.id)),
    image: absoluteUrl(shareImagePath.project(project.id)),
    ...(project.url ? { sameAs: project.url } : {}),
    creator: { "@type": "Person", name: content.site.ownerName, url: absoluteUrl("/") },
  };
}
