import { Picture } from "~/components/picture";
import { AllWritingLink } from "~/components/writing/all-writing-link";
import { PostDateline } from "~/components/writing/post-list";
import { TagLinks } from "~/components/writing/tag-links";
import { WritingPage } from "~/components/writing/writing-page";
import { TOC_FROM_HEADINGS } from "~/constants";
import { content } from "~/lib/content/site-content";
import { words } from "~/lib/interface-words";
import { paths } from "~/lib/navigation/public-paths";
import { notSearched, searchedPage } from "~/lib/search/index-marks";
import { pageMeta } from "~/lib/seo/meta";
import { postJsonLd } from "~/lib/seo/seo";
import type { PostCard, PostHeading } from "~/lib/writing/post";
import { findPost } from "~/lib/writing/posts.server";
import { BlocksInOrder } from "~/motion/blocks-in-order";
import { PageLink } from "~/motion/page-arrival";
import NotFound from "~/routes/not-found";
import type { Route } from "./+types/post";

/** Run at build time: the post's HTML (drawn by site-build/writing) and its neighbours. */
export function loader({ params }: Route.LoaderArgs) {
  const found = findPost(params.slug);
  if (!found) throw new Response("No such post", { status: 404 });
  return found;
}

export const meta = ({ loaderData }: Route.MetaArgs) => {
  if (!loaderData) return [];
  const { post } = loaderData;
  return pageMeta({
    title: `${post.title} — ${content.site.ownerName}`,
    description: post.summary,
    path: paths.post(post.slug),
    image: paths.shareImage.post(post.slug),
    imageAlt: `${post.title}: ${post.summary}`,
    canonical: post.canonical,
    type: "article",
    jsonLd: postJsonLd(post),
  });
};

function Contents({ headings }: { headings: PostHeading[] }) {
  return (
    <nav
      aria-labelledby="contents-heading"
      className="post-contents mb-12 rounded-2xl border border-rule p-6"
      {...notSearched}
    >
      <h2 id="contents-heading" className="font-mono text-xs uppercase tracking-[0.25em] text-accent">
        {words.writing.contents}
      </h2>
      <ol className="mt-4 space-y-2">
        {headings.map((heading) => (
          <li key={heading.id} className={heading.depth === 3 ? "ps-5" : ""}>
            <a
              href={`#${heading.id}`}
              className="underline decoration-ink/20 underline-offset-4 hover:text-accent"
            >
              {heading.text}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

function Neighbour({ post, rel }: { post: PostCard; rel: "prev" | "next" }) {
  return (
    <PageLink
      to={paths.post(post.slug)}
      rel={rel}
      className="group block rounded-2xl border border-rule p-6 transition-colors hover:border-accent"
    >
      <span className="font-mono text-xs uppercase tracking-[0.25em] text-ink-muted">
        {rel === "prev" ? words.writing.previous : words.writing.next}
      </span>
      <span className="long-words mt-2 block font-display text-xl font-bold tracking-tight group-hover:text-accent">
        {post.title}
      </span>
    </PageLink>
  );
}

/** A part of the post's text, drawn at build time, laid out as it comes near. */
function PostPart({ html }: { html: string }) {
  return (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: the owner's own post, drawn at build time (site-build/writing/compile-post.tsx)
    <div className="post-body render-when-near" dangerouslySetInnerHTML={{ __html: html }} />
  );
}

/**
 * /writing/:slug: a post, with its dates, tags, contents, and the posts either side. Arriving
 * from another page, the header comes first and the rest follows a block at a time, the post's
 * text a part at a time (blocks-in-order): all at once, its layout cost the phone a frame of
 * over 100 ms at 4× (decision 071).
 */
export default function PostPage({ loaderData }: Route.ComponentProps) {
  const { post, previous, next } = loaderData;
  return (
    <WritingPage>
      <nav aria-label={words.writing.name}>
        <AllWritingLink />
      </nav>
      <article className="mx-auto mt-10 max-w-3xl" {...searchedPage("post")}>
        <header className="mb-12">
          <PostDateline post={post} />
          <h1 className="mt-5 font-display text-[clamp(2.5rem,7vw,5rem)] font-bold leading-[0.95] tracking-[-0.04em] [overflow-wrap:anywhere]">
            {post.title}
          </h1>
          <p className="mt-6 text-xl text-ink-muted">{post.summary}</p>
          {post.updated && (
            <p className="mt-4 font-mono text-xs uppercase tracking-[0.2em] text-ink-muted">
              {words.writing.updated} <time dateTime={post.updated}>{post.updatedText}</time>
            </p>
          )}
          <TagLinks tags={post.tags} className="mt-6" />
          {post.coverImage && (
            <div className="mt-10">
              <Picture
                src={post.cover ?? ""}
                image={post.coverImage}
                alt=""
                priority
                sizes="(min-width: 1280px) 1200px, 94vw"
                className="w-full rounded-3xl border border-rule"
              />
            </div>
          )}
        </header>
        <BlocksInOrder
          blocks={[
            ...(post.headings.length >= TOC_FROM_HEADINGS
              ? [<Contents key="contents" headings={post.headings} />]
              : []),
            ...post.parts.map((html, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the parts keep their order: each is its place
              <PostPart key={`part-${index}`} html={html} />
            )),
            <footer key="footer" className="mt-20" {...notSearched}>
              <nav aria-label={words.writing.moreWriting} className="grid gap-4 sm:grid-cols-2">
                {previous && <Neighbour post={previous} rel="prev" />}
                {next && <Neighbour post={next} rel="next" />}
              </nav>
              <div className="mt-12">
                <AllWritingLink />
              </div>
            </footer>,
          ]}
        />
      </article>
    </WritingPage>
  );
}

/** A slug no post has: NOT FOUND. */
export const ErrorBoundary = NotFound;
