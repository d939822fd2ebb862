import posts from "virtual:writing";
import { content } from "~/lib/content/site-content";
import { type Post, type PostCard, postCardOf } from "~/lib/writing/post";

/*
 * The owner's posts with their HTML, for the writing routes' loaders: run at build time (the
 * prerender) and by the dev server, never in the browser, which gets each page's data as a file.
 */

/** Every post, newest first (drafts only on the dev server). */
const cardOf = (post: Post) => postCardOf(post, content.site.lang);

export const allPosts = (): PostCard[] => posts.map(cardOf);

/** A tag and how many posts carry it, most used first. */
export type TagCount = { tag: string; count: number };

export function tagCounts(): TagCount[] {
  const counts = new Map<string, number>();
  for (const post of posts) for (const tag of post.tags) counts.set(tag, (counts.get(tag) ?? 0) + 1);
  return [...counts]
    .map(([tag, count]) => ({ tag, count }))
    .sort((a, b) => b.count - a.count || a.tag.localeCompare(b.tag));
}

export const postsTagged = (tag: string): PostCard[] => allPosts().filter((post) => post.tags.includes(tag));

/** A post by its slug, with the posts either side of it (previous is older, next is newer). */
export function findPost(
  slug: string | undefined,
): { post: Post & PostCard; previous?: PostCard; next?: PostCard } | undefined {
  const index = posts.findIndex((post) => post.slug === slug);
  const post = posts[index];
  if (!post) return undefined;
  const card = (at: number) => (posts[at] ? cardOf(posts[at]) : undefined);
  return { post: { ...post, ...cardOf(post) }, previous: card(index + 1), next: card(index - 1) };
}

/** The newest posts in full, for the feed. */
export const newestPosts = (count: number): Post[] => posts.slice(0, count);
