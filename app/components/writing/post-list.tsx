import { useRef } from "react";
import { RouteScriptsAhead } from "~/components/route-scripts-ahead";
import { TagLinks } from "~/components/writing/tag-links";
import { words } from "~/lib/interface-words";
import { paths } from "~/lib/navigation/public-paths";
import { POST_ROUTE_ID } from "~/lib/navigation/route-scripts";
import type { PostCard } from "~/lib/writing/post";
import { PageLink } from "~/motion/page-arrival";

type Props = { posts: PostCard[]; headingLevel?: "h2" | "h3" };

/** When a post was published and how long it takes to read: "14 March 2026 · 6 min read". */
export function PostDateline({ post, className = "" }: { post: PostCard; className?: string }) {
  return (
    <p className={`font-mono text-xs uppercase tracking-[0.2em] text-ink-muted ${className}`}>
      <time dateTime={post.date}>{post.dateText}</time>
      <span aria-hidden="true"> · </span>
      <span className="sr-only">, </span>
      {words.writing.minutesToRead({ minutes: post.minutes })}
      {post.draft && <span className="ms-3 text-hot">{words.writing.draft}</span>}
    </p>
  );
}

/**
 * Posts, newest first: each its dateline, title (a link to it), summary and tags. The post
 * page's scripts are fetched as the list comes near, and a tap answers before the page changes.
 */
export function PostList({ posts, headingLevel: Heading = "h2" }: Props) {
  const listRef = useRef<HTMLOListElement>(null);
  return (
    <>
      <RouteScriptsAhead routeId={POST_ROUTE_ID} near={listRef} />
      <ol ref={listRef} className="border-b border-rule">
        {posts.map((post) => (
          <li key={post.slug} className="border-t border-rule py-8 sm:py-10">
            <article className="grid gap-3 md:grid-cols-[16rem_1fr] md:gap-10">
              <PostDateline post={post} className="md:pt-2 md:whitespace-nowrap" />
              <div className="min-w-0">
                <Heading className="font-display text-[clamp(1.6rem,4vw,2.5rem)] font-bold leading-[1.05] tracking-[-0.03em] [overflow-wrap:anywhere]">
                  <PageLink to={paths.post(post.slug)} className="transition-colors hover:text-accent">
                    {post.title}
                  </PageLink>
                </Heading>
                <p className="mt-3 max-w-2xl text-lg text-ink-muted">{post.summary}</p>
                <TagLinks tags={post.tags} className="mt-5" />
              </div>
            </article>
          </li>
        ))}
      </ol>
    </>
  );
}
