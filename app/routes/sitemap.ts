import { content } from "~/lib/content/site-content";
import { paths } from "~/lib/navigation/public-paths";
import { absoluteUrl } from "~/lib/seo/meta";
import { allPosts, tagCounts } from "~/lib/writing/posts.server";

/** /sitemap.xml, written at build time: the pages, and the writing pages with the day each last changed. */
export function loader() {
  const posts = allPosts();
  const lastChanged = (list: typeof posts) =>
    list
      .map((post) => post.updated ?? post.date)
      .sort()
      .at(-1);
  const entries: Array<[string, string | undefined]> = [
    [paths.home, undefined],
    ...content.projects.map((project): [string, undefined] => [paths.project(project.id), undefined]),
    ...(posts.length > 0 ? [[paths.writing, lastChanged(posts)] as [string, string | undefined]] : []),
    ...posts.map((post): [string, string] => [paths.post(post.slug), post.updated ?? post.date]),
    ...tagCounts().map(({ tag }): [string, string | undefined] => [
      paths.tag(tag),
      lastChanged(posts.filter((post) => post.tags.includes(tag))),
    ]),
  ];
  const urls = entries
    .map(([path, lastmod]) =>
      lastmod
        ? `  <url><loc>${absoluteUrl(path)}</loc><lastmod>${lastmod}</lastmod></url>`
        : `  <url><loc>${absoluteUrl(path)}</loc></url>`,
    )
    .join("\n");
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8" } });
}
