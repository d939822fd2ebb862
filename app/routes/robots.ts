import { paths } from "~/lib/navigation/public-paths";
import { absoluteUrl } from "~/lib/seo/meta";

/** /robots.txt, written at build time: everything may be crawled; here is the sitemap. */
export function loader() {
  return new Response(`User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl(paths.sitemap)}\n`, {
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
}
