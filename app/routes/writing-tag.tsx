import { AllWritingLink } from "~/components/writing/all-writing-link";
import { PostList } from "~/components/writing/post-list";
import { WritingPage } from "~/components/writing/writing-page";
import { content } from "~/lib/content/site-content";
import { words } from "~/lib/interface-words";
import { paths } from "~/lib/navigation/public-paths";
import { pageMeta } from "~/lib/seo/meta";
import { postsTagged } from "~/lib/writing/posts.server";
import NotFound from "~/routes/not-found";
import type { Route } from "./+types/writing-tag";

/** Run at build time, for each tag the posts carry. */
export function loader({ params }: Route.LoaderArgs) {
  const posts = postsTagged(params.tag);
  if (posts.length === 0) throw new Response("No such tag", { status: 404 });
  return { tag: params.tag, posts };
}

export const meta = ({ loaderData }: Route.MetaArgs) =>
  loaderData
    ? pageMeta({
        title: words.writing.tagTitle({ tag: loaderData.tag, name: content.site.ownerName }),
        description: words.writing.tagDescription({
          count: loaderData.posts.length,
          name: content.site.ownerName,
          tag: loaderData.tag,
        }),
        path: paths.tag(loaderData.tag),
        image: paths.shareImage.home,
        imageAlt: content.site.shareImageAlt,
      })
    : [];

/** /writing/tags/:tag: the posts with one tag, newest first. */
export default function WritingTag({ loaderData }: Route.ComponentProps) {
  const { tag, posts } = loaderData;
  return (
    <WritingPage>
      <nav aria-label={words.writing.name}>
        <AllWritingLink />
      </nav>
      <header className="mt-10 mb-12 sm:mb-16">
        <p className="font-mono text-xs uppercase tracking-[0.25em] text-accent">
          {words.writing.postsTagged({ count: posts.length })}
        </p>
        <h1 className="mt-4 font-display text-[clamp(2.75rem,10vw,8rem)] font-bold leading-[0.9] tracking-[-0.045em] [overflow-wrap:anywhere]">
          #{tag}
        </h1>
      </header>
      <PostList posts={posts} />
    </WritingPage>
  );
}

/** A tag no post carries: NOT FOUND. */
export const ErrorBoundary = NotFound;
