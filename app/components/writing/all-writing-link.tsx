import { Link } from "react-router";
import { ArrowIcon } from "~/components/arrow-icon";
import { words } from "~/lib/interface-words";
import { paths } from "~/lib/navigation/public-paths";

/** The way back to every post, from a post or a tag's page. */
export function AllWritingLink() {
  return (
    <Link
      to={paths.writing}
      className="group inline-flex min-h-11 items-center gap-3 font-mono text-xs uppercase tracking-[0.25em] transition-colors hover:text-accent"
    >
      <ArrowIcon
        direction="left"
        className="size-4 transition-transform group-hover:-translate-x-1 rtl:group-hover:translate-x-1"
      />
      {words.writing.allWriting}
    </Link>
  );
}
