import { content } from "~/lib/content/site-content";
import { pagePaths } from "~/lib/navigation/public-paths";
import { absoluteUrl } from "~/lib/seo/meta";

/** /sitemap.xml, written at build time. */
export function loader() {
  const urls = pagePaths(content.projects.map((project) => project.id))
    .map((path) => `  <url><loc>${absoluteUrl(path)}</loc></url>`)
    .join("\n");
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8" } });
}
