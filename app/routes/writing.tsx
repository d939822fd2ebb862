import { PostList } from "~/components/writing/post-list";
import { TagLinks } from "~/components/writing/tag-links";
import { WritingPage } from "~/components/writing/writing-page";
import { content } from "~/lib/content/site-content";
import { words } from "~/lib/interface-words";
import { paths } from "~/lib/navigation/public-paths";
import { pageMeta } from "~/lib/seo/meta";
import { allPosts, tagCounts } from "~/lib/writing/posts.server";
import NotFound from "~/routes/not-found";
import type { Route } from "./+types/writing";

/** Run at build time: the page's data is written beside its HTML. */
export function loader() {
  const posts = allPosts();
  if (posts.length === 0) throw new Response("No posts", { status: 404 });
  return { posts, tags: tagCounts() };
}

export const meta = ({ loaderData }: Route.MetaArgs) =>
  loaderData
    ? pageMeta({
        title: words.writing.pageTitle({ name: content.site.ownerName }),
        description: words.writing.pageDescription({
          name: content.site.ownerName,
          titles: loaderData.posts.slice(0, 3).map((post) => post.title),
        }),
        path: paths.writing,
        image: paths.shareImage.home,
        imageAlt: content.site.shareImageAlt,
      })
    : [];

/** /writing: every post, newest first, and every tag. */
export default function Writing({ loaderData }: Route.ComponentProps) {
  const { posts, tags } = loaderData;
  return (
    <WritingPage>
      <header className="mb-12 sm:mb-16">
        <p className="font-mono text-xs uppercase tracking-[0.25em] text-accent">{content.site.ownerName}</p>
        <h1 className="mt-4 font-display text-[clamp(3rem,11vw,9rem)] font-bold leading-[0.9] tracking-[-0.045em]">
          {words.writing.name}
        </h1>
        <TagLinks
          tags={tags.map((entry) => entry.tag)}
          counts={Object.fromEntries(tags.map((entry) => [entry.tag, entry.count]))}
          className="mt-8"
        />
      </header>
      <PostList posts={posts} />
    </WritingPage>
  );
}

/** A site without posts has no writing page: the visitor gets NOT FOUND. */
export const ErrorBoundary = NotFound;
