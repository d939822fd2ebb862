import { Link } from "react-router";
import { ArrowIcon } from "~/components/arrow-icon";
import { HomeSection } from "~/components/home-section";
import { PostList } from "~/components/writing/post-list";
import { content } from "~/lib/content/site-content";
import { words } from "~/lib/interface-words";
import { paths } from "~/lib/navigation/public-paths";

/** "Latest writing": the newest posts, and the way to all of them. */
export function LatestWriting() {
  return (
    <HomeSection section="writing" searchable={false} className="mx-auto max-w-7xl px-5 sm:px-10">
      <PostList posts={content.writing.latest} headingLevel="h3" />
      <Link
        to={paths.writing}
        className="group mt-10 inline-flex min-h-11 items-center gap-3 font-mono text-xs uppercase tracking-[0.25em] transition-colors hover:text-accent"
      >
        {words.writing.allWriting}
        <ArrowIcon direction="right" className="size-4 transition-transform group-hover:translate-x-1" />
      </Link>
    </HomeSection>
  );
}
