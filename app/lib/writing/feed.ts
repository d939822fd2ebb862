import { FEED_SIZE } from "~/constants";
import { escapeXml } from "~/lib/seo/escape-xml";
import { type Post, postHtml } from "~/lib/writing/post";

/** A post's HTML with the site's own addresses made absolute, as a feed reader needs them. */
export const withAbsoluteUrls = (html: string, siteUrl: string) =>
  html
    .replace(/(src|href)="\/(?!\/)/g, `$1="${siteUrl}/`)
    .replace(
      /srcset="([^"]*)"/g,
      (_, list: string) => `srcset="${list.replace(/(^|,\s*)\/(?!\/)/g, `$1${siteUrl}/`)}"`,
    );

const rfc822 = (date: string) => new Date(`${date}T00:00:00Z`).toUTCString();

type Feed = {
  siteUrl: string;
  title: string;
  description: string;
  lang: string;
  posts: Post[];
  postUrl: (slug: string) => string;
  selfUrl: string;
};

/** RSS 2.0 with each post's full text (content:encoded), newest first. */
export function rssFeed({ siteUrl, title, description, lang, posts, postUrl, selfUrl }: Feed): string {
  const items = posts.slice(0, FEED_SIZE).map((post) => {
    const link = postUrl(post.slug);
    const body = withAbsoluteUrls(postHtml(post), siteUrl).replaceAll("]]>", "]]]]><![CDATA[>");
    return [
      "    <item>",
      `      <title>${escapeXml(post.title)}</title>`,
      `      <link>${escapeXml(link)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(link)}</guid>`,
      `      <pubDate>${rfc822(post.date)}</pubDate>`,
      `      <description>${escapeXml(post.summary)}</description>`,
      ...post.tags.map((tag) => `      <category>${escapeXml(tag)}</category>`),
      `      <content:encoded><![CDATA[${body}]]></content:encoded>`,
      "    </item>",
    ].join("\n");
  });
  const newest = posts[0]?.updated ?? posts[0]?.date;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/">',
    "  <channel>",
    `    <title>${escapeXml(title)}</title>`,
    `    <link>${escapeXml(`${siteUrl}/`)}</link>`,
    `    <description>${escapeXml(description)}</description>`,
    `    <language>${escapeXml(lang)}</language>`,
    ...(newest ? [`    <lastBuildDate>${rfc822(newest)}</lastBuildDate>`] : []),
    `    <atom:link href="${escapeXml(selfUrl)}" rel="self" type="application/rss+xml"/>`,
    ...items,
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
}
