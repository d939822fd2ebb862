import { content, findProject } from "~/lib/content/site-content";
import { isMailto } from "~/lib/content/social-marks";
import { paths } from "~/lib/navigation/public-paths";
import { absoluteUrl } from "~/lib/seo/meta";
import type { PostCard } from "~/lib/writing/post";

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
    // Pages about the owner; an e-mail address is not one.
    sameAs: socialLinks.filter((link) => !isMailto(link.href)).map((link) => link.href),
  };
}

/** The page's language, on a site of several (a one-language site's pages carry nothing more). */
const inLanguage = () => (__MULTILINGUAL__ ? { inLanguage: content.site.lang ?? "en" } : {});

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
    ...inLanguage(),
    creator: { "@type": "Person", name: content.site.ownerName, url: absoluteUrl(paths.home) },
  };
}

/** schema.org data for a post: a BlogPosting by the owner. */
export function postJsonLd(post: PostCard & { canonical?: string }) {
  const url = absoluteUrl(paths.post(post.slug));
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.title,
    description: post.summary,
    datePublished: post.date,
    dateModified: post.updated ?? post.date,
    url,
    mainEntityOfPage: post.canonical ?? url,
    image: absoluteUrl(paths.shareImage.post(post.slug)),
    keywords: post.tags.join(", "),
    ...inLanguage(),
    author: { "@type": "Person", name: content.site.ownerName, url: absoluteUrl(paths.home) },
  };
}
