import type { MetaDescriptor } from "react-router";
import { content } from "~/lib/content/site-content";
import { pageInLanguage, pageOf } from "~/lib/navigation/public-paths";
import { settings } from "~/lib/settings";

type PageMeta = {
  title: string;
  description: string;
  /** The page's path, e.g. "/project/2". */
  path: string;
  /** Site-relative URL of the page's 1200×630 share image. */
  image: string;
  imageAlt: string;
  /** schema.org data about the page, as JSON-LD. */
  jsonLd?: object;
  /** Where the page first appeared, when not here (a post's `canonical`). */
  canonical?: string;
  /** Open Graph's type: a post is an article. */
  type?: "website" | "article";
};

/** Open Graph / Twitter share images, drawn at build time (lib/share-image.server.ts). */
export const SHARE_IMAGE = { width: 1200, height: 630 } as const;

/** A path of the site as a full address; a tag or a post named in another script percent-encoded, as URLs are. */
export const absoluteUrl = (path: string) =>
  /^https?:\/\//.test(path)
    ? path
    : `${settings.siteUrl}${path.startsWith("/") ? "" : "/"}${encodeURI(path)}`;

/**
 * The page in each of the site's languages that has it, for search engines (decision 084): every
 * language has the home page and the projects', a post only the languages it was written in.
 * `x-default` is the site's own language's version, where it has one.
 */
function alternates(path: string): MetaDescriptor[] {
  if (!__MULTILINGUAL__) return [];
  const page = pageOf(path);
  const versions = __LANGUAGES__.flatMap((language) => {
    const found = pageInLanguage(language, page);
    return found.nearest ? [] : [{ tag: language.tag, href: absoluteUrl(found.href), own: !language.prefix }];
  });
  if (versions.length < 2) return [];
  const link = (hrefLang: string, href: string) => ({ tagName: "link", rel: "alternate", hrefLang, href });
  const fallback = versions.find((version) => version.own);
  return [
    ...versions.map((version) => link(version.tag, version.href)),
    ...(fallback ? [link("x-default", fallback.href)] : []),
  ];
}

/** Title, description, canonical URL, alternates, Open Graph and Twitter tags (and JSON-LD) for one page. */
export function pageMeta({
  title,
  description,
  path,
  image,
  imageAlt,
  jsonLd,
  canonical,
  type = "website",
}: PageMeta): MetaDescriptor[] {
  const url = absoluteUrl(path);
  const imageUrl = absoluteUrl(image);
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: canonical ?? url },
    ...alternates(path),
    { property: "og:type", content: type },
    { property: "og:site_name", content: content.site.ownerName },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: imageUrl },
    { property: "og:image:width", content: String(SHARE_IMAGE.width) },
    { property: "og:image:height", content: String(SHARE_IMAGE.height) },
    { property: "og:image:alt", content: imageAlt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: imageUrl },
    { name: "twitter:image:alt", content: imageAlt },
    ...(jsonLd ? [{ "script:ld+json": jsonLd }] : []),
  ];
}
