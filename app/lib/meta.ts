import type { MetaDescriptor } from "react-router";
import { content } from "~/lib/content";
import { settings } from "~/lib/settings";

type PageMeta = {
  title: string;
  description: string;
  /** The page's path, e.g. "/project/2". */
  path: string;
  /** Absolute or site-relative URL of the share image. */
  image?: string;
  imageAlt?: string;
};

export const absoluteUrl = (path: string) =>
  /^https?:\/\//.test(path) ? path : `${settings.siteUrl}${path.startsWith("/") ? "" : "/"}${path}`;

/** Title, description, canonical URL, Open Graph and Twitter tags for one page. */
export function pageMeta({ title, description, path, image, imageAlt }: PageMeta): MetaDescriptor[] {
  const url = absoluteUrl(path);
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: content.site.ownerName },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { name: "twitter:card", content: image ? "summary_large_image" : "summary" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
  ];
  if (image) {
    const imageUrl = absoluteUrl(image);
    tags.push({ property: "og:image", content: imageUrl }, { name: "twitter:image", content: imageUrl });
    if (imageAlt) {
      tags.push(
        { property: "og:image:alt", content: imageAlt },
        { name: "twitter:image:alt", content: imageAlt },
      );
    }
  }
  return tags;
}
