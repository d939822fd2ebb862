import { FEED_SIZE } from "~/constants";
import { content } from "~/lib/content/site-content";
import { words } from "~/lib/interface-words";
import { paths } from "~/lib/navigation/public-paths";
import { absoluteUrl } from "~/lib/seo/meta";
import { settings } from "~/lib/settings";
import { rssFeed } from "~/lib/writing/feed";
import { newestPosts } from "~/lib/writing/posts.server";

/** /rss.xml, written at build time where there are posts. */
export function loader() {
  const xml = rssFeed({
    siteUrl: settings.siteUrl,
    title: words.writing.feedTitle({ name: content.site.ownerName }),
    description: content.site.description,
    lang: content.site.lang ?? "en",
    posts: newestPosts(FEED_SIZE),
    postUrl: (slug) => absoluteUrl(paths.post(slug)),
    selfUrl: absoluteUrl(paths.feed),
  });
  return new Response(xml, { headers: { "Content-Type": "application/rss+xml; charset=utf-8" } });
}
