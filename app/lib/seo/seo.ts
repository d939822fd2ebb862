import { content, findProject } from "~/lib/content/site-content";
import { paths } from "~/lib/navigation/public-paths";
import { absoluteUrl } from "~/lib/seo/meta";

/** schema.org data for the home page: the owner as a Person. */
export function personJsonLd() {
  const { site, socialLinks } = content;
  return {
    "@context": "https://schema.org",
    "@type": "Person",
    name: site.ownerName,
    jobTitle: site.jobTitle,
    description: site.description,
    url: absoluteUrl(paths.home),
    image: absoluteUrl(paths.shareImage.home),
    sameAs: socialLinks.map((link) => link.href),
  };
}

/** schema.org data for a project page: a CreativeWork by the owner. */
export function projectJsonLd(id: number) {
  const project = findProject(id);
  if (!project) return undefined;
  return {
    "@context": "https://schema.org",
    "@type": "CreativeWork",
    name: project.name,
    description: project.description,
    url: absoluteUrl(paths.project(project.id)),
    image: absoluteUrl(paths.shareImage.project(project.id)),
    ...(project.url ? { sameAs: project.url } : {}),
    creator: { "@type": "Person", name: content.site.ownerName, url: absoluteUrl(paths.home) },
  };
}
