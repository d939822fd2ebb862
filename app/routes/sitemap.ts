import { content } from "~/lib/content/site-content";
import { pagePaths, pagesIn, paths } from "~/lib/navigation/public-paths";
import { absoluteUrl } from "~/lib/seo/meta";
import { tagsOf } from "~/lib/writing/post";
import { allPosts } from "~/lib/writing/posts.server";

/** /sitemap.xml, written at build time: every page in every language, the writing pages with the day each last changed. */
export function loader() {
  const posts = allPosts();
  const tags = tagsOf(posts);
  const changed = (list: typeof posts) =>
    list
      .map((post) => post.updated ?? post.date)
      .sort()
      .at(-1);
  const lastmod = new Map<string, string | undefined>([
    [paths.writing, changed(posts)],
    ...posts.map((post): [string, string | undefined] => [paths.post(post.slug), changed([post])]),
    ...tags.map((tag): [string, string | undefined] => [
      paths.tag(tag),
      changed(posts.filter((post) => post.tags.includes(tag))),
    ]),
  ]);
  const ids = content.projects.map((project) => project.id);
  // Each other language has its home page, its projects' and its own writing pages (decision 084).
  const elsewhere = __LANGUAGES__.slice(1).flatMap(({ prefix, writing }) => {
    const pages = pagesIn(prefix);
    const writes = writing.slugs.length > 0;
    return [
      pages.home,
      ...ids.map(pages.project),
      ...(writes ? [pages.writing, ...writing.slugs.map(pages.post), ...writing.tags.map(pages.tag)] : []),
    ];
  });
  const pages = [...pagePaths(ids, { slugs: posts.map((post) => post.slug), tags }), ...elsewhere];
  const urls = pages
    .map((path) => {
      const day = lastmod.get(path);
      return `  <url><loc>${absoluteUrl(path)}</loc>${day ? `<lastmod>${day}</lastmod>` : ""}</url>`;
    })
    .join("\n");
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8" } });
}
